import { useContacts } from '../../api/queries';
import { EnquiryForm } from '../../components/forms/EnquiryForm';
import { CONTACT_FEEDBACK } from '../../components/forms/feedback';
import { Columns, Section } from '../../components/layout-styles';
import { PageHero } from '../../components/PageHero';
import { PageLoader } from '../../components/PageLoader';
import { SITE } from '../../site/site-info';
import { ContactLinks } from './ContactLinks';

export default function ContactPage() {
  const contacts = useContacts();
  return (
    <>
      <PageLoader queries={[contacts]} />
      <PageHero title="Contact" />
      <Section aria-label="Contact">
        <Columns $template="1fr 1.5fr">
          <div>
            <h2>Contact info</h2>
            <h3>Address</h3>
            <address style={{ fontStyle: 'normal' }}>{SITE.address}</address>
            <ContactLinks contacts={contacts.data ?? []} />
          </div>
          <div>
            <h2 id="drop-message-title">Drop a message</h2>
            <EnquiryForm category="contactmessage" feedback={CONTACT_FEEDBACK} label="Drop a message" />
          </div>
        </Columns>
      </Section>
    </>
  );
}
