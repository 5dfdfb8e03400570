import { maskedPassport, type Traveller, type TravellerDocument } from '@safa/contract';
import type { DataCipher } from '../../data-cipher';
import type { StoredTraveller } from '../bookings/booking.model';
import { zoneMismatches } from './passport-zone';

/** How a booking's travellers are shown: passport numbers whole (the operator's details) or masked. */
export interface TravellerShowing {
  cipher: DataCipher;
  /** The booking's id: the context its sealed values were sealed with. */
  bookingId: string;
  show: 'whole' | 'masked';
  /** The room each traveller was put in, by the departure's rooming list. */
  roomNumberOf: (travellerId: string) => string | undefined;
}

type StoredDocument = StoredTraveller['documents'][number];

/** A document as answers show it, a passport page with what its zone says against what was typed. */
function documentOf(
  document: StoredDocument,
  typed: Traveller,
  open: (sealed: string) => string,
  shown: (number: string) => string | undefined,
): TravellerDocument {
  const { id, uploadedAt, removedAt, mrz, ...rest } = document;
  let reading: TravellerDocument['mrz'];
  if (mrz) {
    const { read, passportNumber: sealed, ...fields } = mrz;
    const number = sealed && open(sealed);
    const zone = { ...fields, ...(number && { passportNumber: number }) };
    reading = {
      read,
      fields: { ...fields, ...(number && { passportNumber: shown(number) }) },
      mismatches: zoneMismatches(typed, zone),
    };
  }
  return {
    ...rest,
    id: id.toHexString(),
    uploadedAt: uploadedAt.toISOString(),
    ...(removedAt && { removedAt: removedAt.toISOString() }),
    ...(reading && { mrz: reading }),
  };
}

/** A stored traveller as answers show them, their sealed passport number read, whole or masked. */
export function travellerOf(stored: StoredTraveller, showing: TravellerShowing): Traveller {
  const { cipher, bookingId, show } = showing;
  const open = (sealed: string) => cipher.decrypt(sealed, bookingId);
  const shown = (number: string) => (show === 'whole' ? number : maskedPassport(number));
  const { id, passportNumber: sealed, visa, documents, ...details } = stored;
  const number = sealed && open(sealed);
  const roomNumber = showing.roomNumberOf(id.toHexString());
  // Documents are checked against the whole number; only then is it masked.
  const typed: Traveller = {
    id: id.toHexString(),
    ...details,
    ...(number && { passportNumber: number }),
    visa,
    documents: [],
  };
  const shownNumber = number && shown(number);
  return {
    ...typed,
    ...(shownNumber && { passportNumber: shownNumber }),
    documents: documents.map((document) => documentOf(document, typed, open, shown)),
    ...(roomNumber && { roomNumber }),
  };
}
