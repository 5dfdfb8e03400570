import type { BookedTraveller, Booking } from '@safa/contract';
import { formatDay } from '@safa/shared-ui';
import { useState } from 'react';
import { Muted, Panel } from '../booking-layout';
import { readyCountText } from '../readiness/readiness-text';
import { DocumentUploadDialog } from './DocumentUploadDialog';
import { TravellerCard, type TravellerForm } from './TravellerCard';
import { TravellerDetailsDialog } from './TravellerDetailsDialog';
import { VisaDialog } from './VisaDialog';

/** The form open on a traveller, if any. */
type OpenForm = { form: TravellerForm; traveller: BookedTraveller };

/**
 * A booking's travellers, each with their file: details the operator completes or corrects at any
 * time, their checklist for the trip, their visa, and documents sent for them.
 */
export function TravellersPanel({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState<OpenForm | null>(null);
  const close = () => setOpen(null);
  const ready = booking.travellers.filter((traveller) => traveller.readiness.ready).length;
  return (
    <Panel $area="travellers" aria-labelledby="booking-travellers">
      <h3 id="booking-travellers">Travellers ({booking.travellers.length})</h3>
      <p>
        <Muted>
          {readyCountText(ready, booking.travellers.length)}. The customer completes details and documents
          until {formatDay(booking.trip.documentsDueOn)}; you can at any time.
        </Muted>
      </p>
      {booking.travellers.map((traveller, index) => (
        <TravellerCard
          key={traveller.id}
          traveller={traveller}
          number={index + 1}
          onOpen={(form) => setOpen({ form, traveller })}
        />
      ))}
      {open?.form === 'details' ? (
        <TravellerDetailsDialog bookingId={booking.id} traveller={open.traveller} onClose={close} />
      ) : null}
      {open?.form === 'visa' ? (
        <VisaDialog bookingId={booking.id} traveller={open.traveller} onClose={close} />
      ) : null}
      {open?.form === 'document' ? (
        <DocumentUploadDialog booking={booking} traveller={open.traveller} onClose={close} />
      ) : null}
    </Panel>
  );
}
