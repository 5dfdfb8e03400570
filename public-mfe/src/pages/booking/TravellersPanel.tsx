import { type BookingView, writtenDay } from '@safa/contract';
import { formAnchor } from '@safa/remote-types';
import { useContacts } from '../../api/queries';
import { FormNotice } from '../../components/forms/FormNotice';
import { useWasSent } from '../../forms/posted-form';
import { phonesOf } from '../../site/contacts';
import { Panel } from './booking-styles';
import { DOCUMENT_FEEDBACK } from './DocumentForm';
import { DETAILS_FEEDBACK } from './TravellerDetailsForm';
import { TravellerFile } from './TravellerFile';

/** A form of a traveller's file posted without the app and sent: said at the top of the travellers (where it comes back). */
function SentNotice() {
  const details = useWasSent('traveller');
  const document = useWasSent('document');
  const sent = details ? 'traveller' : document ? 'document' : undefined;
  if (!sent) return null;
  return (
    <div id={formAnchor(sent)} tabIndex={-1}>
      <FormNotice notice={(sent === 'traveller' ? DETAILS_FEEDBACK : DOCUMENT_FEEDBACK).success} />
    </div>
  );
}

/** Who completes the files after their day: the agency, reached by phone or WhatsApp. */
function AgencyCompletes({ dueOn }: { dueOn: string }) {
  const phones = phonesOf(useContacts().data ?? []);
  return (
    <p>
      The travellers’ details and documents were due by {writtenDay(dueOn)}: we complete them with you now.
      Call or WhatsApp us{phones.length > 0 ? ` on ${phones.join(' or ')}` : ''} with anything missing.
    </p>
  );
}

/**
 * The travellers of a booking, each with their checklist in plain words and, until the documents are
 * due, the forms to complete their details and send their documents.
 */
export function TravellersPanel({ booking, token }: { booking: BookingView; token: string }) {
  const dueOn = booking.trip.documentsDueOn;
  return (
    <Panel aria-labelledby="travellers-heading">
      <h2 id="travellers-heading">Travellers</h2>
      <SentNotice />
      {booking.travellersOpen ? (
        <p>
          Add each traveller’s details as in their passport, and send their documents, by{' '}
          <strong>{writtenDay(dueOn)}</strong>. Passport numbers show only their last two characters once
          saved.
        </p>
      ) : (
        <AgencyCompletes dueOn={dueOn} />
      )}
      {booking.travellers.map((traveller) => (
        <TravellerFile
          key={traveller.id}
          traveller={traveller}
          token={token}
          dueOn={dueOn}
          open={booking.travellersOpen}
        />
      ))}
    </Panel>
  );
}
