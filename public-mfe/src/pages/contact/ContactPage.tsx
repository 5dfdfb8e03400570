import { media } from '@safa/shared-ui';
import styled from 'styled-components';
import { useContacts } from '../../api/queries';
import { EnquiryForm } from '../../components/forms/EnquiryForm';
import { CONTACT_FEEDBACK } from '../../components/forms/feedback';
import { Section } from '../../components/layout-styles';
import { PageHero } from '../../components/PageHero';
import { PageLoader } from '../../components/PageLoader';
import { SITE } from '../../site/site-info';
import { ContactLinks } from './ContactLinks';

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  ${media.up('md')} { grid-template-columns: 1fr 1.5fr; }
  address { font-style: normal; }
`;

export default function ContactPage() {
  const contacts = useContacts();
  return (
    <>
      <PageLoader queries={[contacts]} />
      <PageHero title="Contact" />
      <Section aria-label="Contact">
        <Columns>
          <div>
            <h2>Contact info</h2>
            <h3>Address</h3>
            <address>{SITE.address}</address>
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
