import {
  DETAIL_LABELS,
  DOCUMENT_KIND_LABELS,
  type travellerDetailsSchema,
  VISA_STATUS_LABELS,
  type visaInputSchema,
} from '@safa/contract';
import type { Types } from 'mongoose';
import type { z } from 'zod';
import type { DataCipher } from '../../data-cipher';
import { Conflict, InvalidInput, NotFound } from '../../errors';
import type { StoredTraveller } from '../bookings/booking.model';
import type { LeanBooking } from '../bookings/booking-answers';
import type { Actor, TravellersChange } from '../bookings/booking-life';

/**
 * What each change of a traveller's file makes of a booking's travellers: pure decisions, written by
 * the owner of the booking's life (booking-life.ts `editTravellers`) on the booking as it was read.
 */

export const TRAVELLER_NOT_FOUND = 'Traveller not found.';
export const DOCUMENT_NOT_FOUND = 'Document not found.';
/** Documents one traveller keeps: a passport page sent again, a few certificates; more is a mistake. */
export const DOCUMENTS_PER_TRAVELLER = 12;

type Details = z.output<typeof travellerDetailsSchema>;
type Visa = z.output<typeof visaInputSchema>;
type StoredDocument = StoredTraveller['documents'][number];

const FIELD_LABELS: Record<Exclude<keyof Details, 'travellerId'>, string> = {
  fullName: 'name',
  ...DETAIL_LABELS,
};

function travellerIn(booking: LeanBooking, travellerId: string): StoredTraveller {
  const traveller = booking.travellers.find((each) => each.id.toHexString() === travellerId);
  if (!traveller) throw new NotFound(TRAVELLER_NOT_FOUND);
  return traveller;
}

const replaced = (booking: LeanBooking, traveller: StoredTraveller) =>
  booking.travellers.map((each) => (each.id.equals(traveller.id) ? traveller : each));

/**
 * The given details that differ from the traveller's, the passport number compared with the one
 * sealed and sealed anew; nothing when nothing differs. The history names the fields, not their values.
 */
export function detailsChange(
  booking: LeanBooking,
  { travellerId, passportNumber, ...details }: Details,
  { by, cipher }: { by: Actor; cipher: DataCipher },
): TravellersChange | undefined {
  const traveller = travellerIn(booking, travellerId);
  const context = booking._id.toHexString();
  const next: StoredTraveller = { ...traveller };
  const changed: string[] = [];
  for (const [field, value] of Object.entries(details) as Array<[keyof typeof details, string | undefined]>) {
    if (value === undefined || traveller[field] === value) continue;
    Object.assign(next, { [field]: value });
    changed.push(FIELD_LABELS[field]);
  }
  const sealed = traveller.passportNumber;
  if (passportNumber !== undefined && (!sealed || cipher.decrypt(sealed, context) !== passportNumber)) {
    next.passportNumber = cipher.encrypt(passportNumber, context);
    changed.push(FIELD_LABELS.passportNumber);
  }
  if (changed.length === 0) return undefined;
  if (next.passportIssuedOn && next.passportExpiresOn && next.passportExpiresOn <= next.passportIssuedOn) {
    const message = 'A passport expires after it was issued.';
    throw new InvalidInput(message, { issues: [{ path: ['passportExpiresOn'], message }] });
  }
  return {
    travellers: replaced(booking, next),
    event: 'traveller_changed',
    by,
    note: `${next.fullName}: ${changed.join(', ')}`,
  };
}

/** The operator's word on a traveller's visa: its number and day kept only while it is issued. */
export function visaChange(booking: LeanBooking, visa: Visa, by: Actor): TravellersChange | undefined {
  const traveller = travellerIn(booking, visa.travellerId);
  const next: StoredTraveller['visa'] =
    visa.status === 'issued'
      ? {
          status: visa.status,
          ...(visa.number && { number: visa.number }),
          ...(visa.issuedOn && { issuedOn: visa.issuedOn }),
        }
      : { status: visa.status };
  const { visa: current } = traveller;
  if (
    current.status === next.status &&
    current.number === next.number &&
    current.issuedOn === next.issuedOn
  ) {
    return undefined;
  }
  return {
    travellers: replaced(booking, { ...traveller, visa: next }),
    event: 'visa_changed',
    by,
    note: `${traveller.fullName}: visa ${VISA_STATUS_LABELS[visa.status].toLowerCase()}`,
    ...(next.status === 'issued' &&
      current.status !== 'issued' && {
        messages: [{ kind: 'visaIssued', about: traveller.id.toHexString() }],
      }),
  };
}

/** A document added to a traveller's file, within DOCUMENTS_PER_TRAVELLER. */
export function documentAdded(
  booking: LeanBooking,
  travellerId: string,
  document: StoredDocument,
  by: Actor,
): TravellersChange {
  const traveller = travellerIn(booking, travellerId);
  if (traveller.documents.length >= DOCUMENTS_PER_TRAVELLER) {
    throw new Conflict(
      `A traveller’s file takes at most ${DOCUMENTS_PER_TRAVELLER} documents: send more to the agency on WhatsApp.`,
    );
  }
  const what = document.vaccine
    ? `${document.vaccine} vaccination certificate`
    : DOCUMENT_KIND_LABELS[document.kind];
  return {
    travellers: replaced(booking, { ...traveller, documents: [...traveller.documents, document] }),
    event: 'document_sent',
    by,
    note: `${traveller.fullName}: ${what}`,
  };
}

/** The travellers with the document `documentId` changed as `change` says (undefined when it has gone). */
function withDocument(
  booking: LeanBooking,
  documentId: Types.ObjectId,
  change: (document: StoredDocument) => StoredDocument,
): StoredTraveller[] | undefined {
  const owner = booking.travellers.find((traveller) =>
    traveller.documents.some((each) => each.id.equals(documentId)),
  );
  if (!owner) return undefined;
  return replaced(booking, {
    ...owner,
    documents: owner.documents.map((each) => (each.id.equals(documentId) ? change(each) : each)),
  });
}

/** What a passport page's zone was read to say (its number sealed): bookkeeping, no history entry. */
export function zoneRead(
  booking: LeanBooking,
  documentId: Types.ObjectId,
  mrz: NonNullable<StoredDocument['mrz']>,
): TravellersChange | undefined {
  const travellers = withDocument(booking, documentId, (document) => ({ ...document, mrz }));
  return travellers && { travellers };
}

/** The files of these documents were deleted (kept no longer after the trip): listed as removed. */
export function documentsRemoved(
  booking: LeanBooking,
  documentIds: readonly Types.ObjectId[],
  now: Date,
): TravellersChange {
  return {
    travellers: booking.travellers.map((traveller) => ({
      ...traveller,
      documents: traveller.documents.map((document) =>
        documentIds.some((id) => id.equals(document.id)) && !document.removedAt
          ? { ...document, removedAt: now }
          : document,
      ),
    })),
  };
}
