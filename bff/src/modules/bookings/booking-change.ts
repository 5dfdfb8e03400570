import {
  type BookingChange,
  type bookingChangeSchema,
  OPERATOR_BOOKING_MESSAGES,
  ROOM_LABELS,
  writtenDay,
} from '@safa/contract';
import type { z } from 'zod';
import { InvalidInput } from '../../errors';
import type { StoredBooking, StoredTraveller } from './booking.model';

/**
 * What the operator's change of a booking makes of it, decided without the database: its travellers
 * as they are to be (those kept by id with their file, those added, those left out gone) and the
 * history's note of what changed.
 */

type WantedTraveller = z.output<typeof bookingChangeSchema>['travellers'][number];

/** 400 at the traveller's id: it is not on the booking, or listed twice. */
const refusedAt = (index: number, message: string) =>
  new InvalidInput(message, { issues: [{ path: ['travellers', index, 'travellerId'], message }] });

/**
 * The booking's travellers as `wanted` lists them, each at the price of its place in `prices`: one
 * with a `travellerId` keeps its file (documents, visa, passport details) with its name and type as
 * given; one without is `added`; those left out are no longer on it.
 */
export function travellersAsChanged(
  travellers: readonly StoredTraveller[],
  wanted: readonly WantedTraveller[],
  prices: readonly number[],
  added: (traveller: Omit<WantedTraveller, 'travellerId'>, price: number) => StoredTraveller,
): StoredTraveller[] {
  const listed = new Set<string>();
  return wanted.map((traveller, index) => {
    const price = prices[index] ?? 0;
    const { travellerId, ...details } = traveller;
    if (travellerId === undefined) return added(details, price);
    const kept = travellers.find((each) => each.id.toHexString() === travellerId);
    if (!kept) throw refusedAt(index, OPERATOR_BOOKING_MESSAGES.travellerNotFound);
    if (listed.has(travellerId)) throw refusedAt(index, OPERATOR_BOOKING_MESSAGES.travellerTwice);
    listed.add(travellerId);
    return { ...kept, ...details, price };
  });
}

const names = (travellers: readonly StoredTraveller[]) => travellers.map((each) => each.fullName).join(', ');

/** What the change did, as the history notes it: names and rooms, never a passport's details. */
export function changeNote(
  before: Pick<StoredBooking, 'room' | 'travellers' | 'contact'>,
  after: Pick<BookingChange, 'room' | 'contact'> & { travellers: readonly StoredTraveller[] },
): string {
  const isKept = (traveller: StoredTraveller) => (others: readonly StoredTraveller[]) =>
    others.some((other) => other.id.equals(traveller.id));
  const added = after.travellers.filter((traveller) => !isKept(traveller)(before.travellers));
  const removed = before.travellers.filter((traveller) => !isKept(traveller)(after.travellers));
  const renamed = after.travellers.filter((traveller) =>
    before.travellers.some(
      (earlier) =>
        earlier.id.equals(traveller.id) &&
        (earlier.fullName !== traveller.fullName || earlier.type !== traveller.type),
    ),
  );
  const contactChanged = (['name', 'phone', 'email'] as const).some(
    (field) => before.contact[field] !== after.contact[field],
  );
  const parts = [
    added.length > 0 && `Added ${names(added)}`,
    removed.length > 0 && `Removed ${names(removed)}`,
    renamed.length > 0 && `Changed the name or type of ${names(renamed)}`,
    before.room !== after.room && `Room: ${ROOM_LABELS[before.room]} → ${ROOM_LABELS[after.room]}`,
    contactChanged && 'Contact changed',
  ].filter((part): part is string => typeof part === 'string');
  return parts.length > 0 ? `${parts.join('. ')}.` : 'Nothing changed.';
}

/** The history's note of a move, by the departures' days as people write them. */
export const moveNote = (from: string, to: string): string =>
  `From the departure of ${writtenDay(from)} to that of ${writtenDay(to)}.`;
