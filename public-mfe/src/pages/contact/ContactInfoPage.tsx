import { useContacts } from '../../api/queries';
import { LinkButton, Section } from '../../components/layout-styles';
import { PageHero } from '../../components/PageHero';
import { PageLoader } from '../../components/PageLoader';
import { ContactLinks } from './ContactLinks';

/** The simpler contact page of §2: call and mail links, and Back to Home. */
export default function ContactInfoPage() {
  const contacts = useContacts();
  return (
    <>
      <PageLoader queries={[contacts]} />
      <PageHero title="Contact Info" />
      <Section aria-label="Contact info">
        <h2>Talk to us</h2>
        <ContactLinks contacts={contacts.data ?? []} />
        <p>
          <LinkButton to="/">Back to Home</LinkButton>
        </p>
      </Section>
    </>
  );
}
