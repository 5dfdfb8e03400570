import { DOCUMENT_LIMITS, PROOF_LIMITS } from '@safa/contract';
import { BRAND } from '@safa/shared-ui';
import styled from 'styled-components';
import { useContacts } from '../../api/queries';
import { Section } from '../../components/layout-styles';
import { PageHero } from '../../components/PageHero';
import { emailsOf, phonesOf } from '../../site/contacts';
import { SITE } from '../../site/site-info';
import { privacyPage } from './privacy.page';

const Text = styled.div`
  max-width: 44rem;
  h2 { font-size: 1.3rem; margin: 2rem 0 0.5rem; }
  h2:first-child { margin-top: 0; }
  li + li { margin-top: 0.35rem; }
`;

/** How to reach the agency about your data: its e-mail and phone numbers from the server, and its address. */
function ReachUs() {
  const contacts = useContacts().data ?? [];
  const emails = emailsOf(contacts);
  const phones = phonesOf(contacts);
  return (
    <ul>
      {emails.map((email) => (
        <li key={email}>
          E-mail: <a href={`mailto:${email}`}>{email}</a>
        </li>
      ))}
      {phones.map((phone) => (
        <li key={phone}>
          Phone: <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
        </li>
      ))}
      <li>By post or in person: {SITE.address}</li>
    </ul>
  );
}

/** `/privacy`: what the agency does with a booking's personal data (Nigeria Data Protection Act 2023). */
export default function PrivacyPage() {
  return (
    <>
      <PageHero title="Privacy notice" trail={privacyPage.head.trail} />
      <Section aria-label="Privacy notice">
        <Text>
          <h2>Who we are</h2>
          <p>
            {BRAND.name}, {SITE.address}, decides what happens to the personal data you give us, and answers
            for it under the Nigeria Data Protection Act 2023.
          </p>

          <h2>What we collect when you book</h2>
          <ul>
            <li>Each traveller’s full name as in the passport.</li>
            <li>Each traveller’s passport number and date of birth, when you give them.</li>
            <li>
              Each traveller’s sex, nationality and passport issue and expiry dates, when you give them.
            </li>
            <li>
              The documents you send for each traveller: the passport’s photo page, a passport photograph and
              vaccination certificates, with the day of each vaccination.
            </li>
            <li>The lead contact’s name, phone number and e-mail address.</li>
            <li>Whether you want the messages about your booking on WhatsApp and by SMS.</li>
            <li>What you booked and paid, and when you agreed to this notice.</li>
          </ul>
          <p>An enquiry or a newsletter sign-up gives us only what you type into its form.</p>

          <h2>Why we need it</h2>
          <p>
            To arrange the trip you booked: to apply for visas, to book flights and hotels, to draw up the
            list of travellers (the manifest) that airlines, hotels and the authorities ask for, and to reach
            you about your booking and its payments. We use it for nothing else, and we never sell it.
          </p>

          <h2>Who receives it</h2>
          <ul>
            <li>The airlines and hotels of your trip, and the ground transport there.</li>
            <li>
              For Hajj and Umrah, the Saudi visa platform, the Saudi service companies it assigns and the
              National Hajj Commission of Nigeria; for other trips, the embassy or visa service of the country
              you visit.
            </li>
            <li>Our e-mail and hosting providers, who keep it for us and may not use it themselves.</li>
            <li>
              Meta (WhatsApp) and our SMS provider, which carry the messages about your booking to your phone:
              your phone number, your name and your booking’s reference, its amounts and dates.
            </li>
          </ul>
          <p>Some of them are outside Nigeria: we send them only what your trip needs.</p>

          <h2>How long we keep it</h2>
          <p>
            We keep a booking for six years after the trip, as Nigerian tax law requires for records of a
            sale, then delete it. Once your trip is over you may ask us to delete passport numbers and dates
            of birth sooner. The proofs of payment you send us are deleted {PROOF_LIMITS.retentionDays} days
            after a booking is cancelled or expires.
          </p>
          <p>
            The documents you send for your travellers (passport pages, photographs, vaccination certificates)
            are deleted {DOCUMENT_LIMITS.retentionDaysAfterReturn} days after the trip comes back, or after
            the booking is cancelled or expires; the details typed from them stay with the booking.
          </p>

          <h2>Messages on WhatsApp and by SMS</h2>
          <p>
            We always e-mail you about your booking. When you book with a mobile number we also send its
            messages on WhatsApp, and by SMS when WhatsApp does not reach you, unless you untick them on the
            booking form. We send them in the daytime in Lagos, but for seats about to be released.
          </p>
          <p>
            Each SMS has a link that stops our text messages, and replying STOP to a WhatsApp message stops
            WhatsApp. To honour a stop we keep a coded fingerprint of the phone number, from which the number
            cannot be read.
          </p>

          <h2>How we protect it</h2>
          <p>
            Passport numbers are stored encrypted. Your booking’s page is reached only through its private
            link, which we send to you alone, and everywhere else passport numbers show only their last two
            characters. Only our staff who arrange your trip see your details. Your documents are kept apart
            from everything the site shows, and are seen only through your booking’s private link and by our
            staff. A passport page you send is read by a program on our own server, to check it against the
            details typed: what does not match is shown to you and to us, never changed without you.
          </p>

          <h2>Your rights</h2>
          <p>Under the Nigeria Data Protection Act 2023 you may:</p>
          <ul>
            <li>ask what data we hold about you, and get a copy;</li>
            <li>have it corrected, or deleted when we no longer need it;</li>
            <li>object to, or ask us to limit, what we do with it;</li>
            <li>take back your consent (we may then be unable to arrange the trip);</li>
            <li>complain to the Nigeria Data Protection Commission (ndpc.gov.ng).</li>
          </ul>

          <h2>How to reach us about your data</h2>
          <p>Tell us your booking reference, and we answer within 30 days:</p>
          <ReachUs />
        </Text>
      </Section>
    </>
  );
}
