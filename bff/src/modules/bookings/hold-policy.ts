import { createHash } from 'node:crypto';
import {
  BOOKING_MESSAGES,
  type BookingContact,
  inboxOf,
  internationalPhoneDigits,
  UNPAID_HOLD_STATUSES,
} from '@safa/contract';
import { type Types, trusted } from 'mongoose';
import { withLeaseLocks } from '../../db/lease-locks';
import { Conflict, RateLimited } from '../../errors';
import { limitKeyOfAddress } from '../../network/addresses';
import { DepartureModel, type StoredDeparture } from '../departures/departure.model';
import { BookingModel } from './booking.model';

/** How many seats may be held unpaid, and by whom. */
export interface HoldLimits {
  /** Seats one phone number, and one e-mail inbox, may hold unpaid at once. */
  perContact: number;
  /** Seats one client address may hold unpaid at once: a carrier's NAT or a mosque's Wi-Fi is many families. */
  perAddress: number;
  /** The share of a departure's seats that bookings may hold unpaid (and as much again paying now). */
  unpaidShare: number;
}

/** Whose a booking's seats are: the keys (hashed: the booking stores them) its unpaid seats count against. */
export interface Holders {
  address: string;
  phone: string;
  email: string;
}

const hash = (key: string) => createHash('sha256').update(key).digest('base64url');

/** The holder key of a phone number (any spelling): the bookings made with it are found by it. */
export const phoneHolderKey = (phone: string): string =>
  hash(`phone:${internationalPhoneDigits(phone) ?? phone.replace(/\D/g, '')}`);

/**
 * The holder keys of a customer's phone and inbox: what a booking the operator made for them counts
 * against (and, once paid, what lets them book unpaid without limits).
 */
export const contactHoldersOf = (
  contact: Pick<BookingContact, 'phone' | 'email'>,
): Omit<Holders, 'address'> => ({
  phone: phoneHolderKey(contact.phone),
  email: hash(`email:${inboxOf(contact.email)}`),
});

/** Unpaid holds: held or being checked, nothing paid. */
const UNPAID = { status: { $in: UNPAID_HOLD_STATUSES }, 'amounts.paid': 0 };

/** The seats held unpaid by the bookings `match` finds, and when the first of their holds ends. */
async function unpaidSeats(match: object): Promise<{ seats: number; firstEnds: number }> {
  const [held] = await BookingModel.aggregate<{ seats: number; firstEnds: Date }>([
    { $match: { ...UNPAID, ...match } },
    {
      $group: { _id: null, seats: { $sum: { $size: '$travellers' } }, firstEnds: { $min: '$holdExpiresAt' } },
    },
  ]);
  return { seats: held?.seats ?? 0, firstEnds: held?.firstEnds.getTime() ?? Date.now() };
}

const seatsOf = (count: number) => `${count} ${count === 1 ? 'seat' : 'seats'}`;

/** What a visitor over a limit is told: whose unpaid bookings hold how many seats. */
const OVER_LIMIT = {
  contact: (held: number, max: number) =>
    `Unpaid bookings already hold ${seatsOf(held)} for you (at most ${max}): pay for them, or call us, before booking more.`,
  address: (held: number, max: number) =>
    `Unpaid bookings made from your network already hold ${seatsOf(held)} (at most ${max}): pay for them, or call us, before booking more.`,
};

/**
 * Who may hold seats unpaid, so that no one holds a departure empty and no family is refused:
 * - a customer who has paid (a booking of their phone or e-mail with money in) is never refused;
 * - one phone number, and one inbox (as mail reaches it: see `inboxOf`), hold at most `perContact`
 *   seats unpaid, one client address at most `perAddress` (many families behind one address);
 * - the bookings of a departure hold at most `unpaidShare` of its seats unpaid; beyond, a booking is
 *   taken only with its deposit paid by card at once (`payNow`, a hold of minutes, counted in a share
 *   of its own), else refused with the waitlist offered.
 * Every count is of the bookings themselves, as they are (held or being checked, nothing paid), so a
 * deposit, a cancellation or an expiry frees its share at once and no count drifts. The count and
 * the booking run under lease locks of its holders and departure (in MongoDB: any number of BFF
 * instances), so parallel bookings never pass a limit together.
 */
export function holdPolicy(limits: HoldLimits) {
  return {
    holdersOf(address: string, contact: Pick<BookingContact, 'phone' | 'email'>): Holders {
      return { address: hash(`address:${limitKeyOfAddress(address)}`), ...contactHoldersOf(contact) };
    },

    /**
     * Runs `book` if these seats may be held; else refuses (429 for a holder over its limit, 409 for
     * a departure over its share), booking nothing. `earlier` answers first when it finds the booking
     * already made (the same form sent twice), whatever the counts.
     */
    within<T>(
      booking: {
        holders: Holders;
        departure: { _id: Types.ObjectId; seats: number };
        seats: number;
        payNow: boolean;
      },
      book: () => Promise<T>,
      earlier: () => Promise<T | undefined>,
    ): Promise<T> {
      const { holders, departure, seats, payNow } = booking;
      const locks = [...Object.values(holders), departure._id.toHexString()].map((key) => `holds:${key}`);
      return withLeaseLocks(locks, async () => {
        const made = await earlier();
        if (made !== undefined) return made;
        const hasPaid = await BookingModel.exists({
          holders: trusted({ $in: [holders.phone, holders.email] }),
          'amounts.paid': trusted({ $gt: 0 }),
        });
        if (hasPaid) return book();
        const checks: Array<[string, number, keyof typeof OVER_LIMIT]> = [
          [holders.phone, limits.perContact, 'contact'],
          [holders.email, limits.perContact, 'contact'],
          [holders.address, limits.perAddress, 'address'],
        ];
        for (const [holder, max, whose] of checks) {
          const held = await unpaidSeats({ holders: holder });
          if (held.seats + seats > max) {
            throw new RateLimited(OVER_LIMIT[whose](held.seats, max), (held.firstEnds - Date.now()) / 1000);
          }
        }
        const share = Math.ceil(departure.seats * limits.unpaidShare);
        const [onDeparture, now] = await Promise.all([
          unpaidSeats({ departureId: departure._id, payNow }),
          DepartureModel.findById(departure._id).select('seats seatsBooked').lean<StoredDeparture>(),
        ]);
        // Too few seats left at all: the departure itself says so (see seats.ts).
        const seatsLeft = now !== null && now.seats - now.seatsBooked >= seats;
        if (seatsLeft && onDeparture.seats + seats > share) {
          throw new Conflict(BOOKING_MESSAGES.heldUnpaid, { code: 'heldUnpaid' });
        }
        return book();
      });
    },
  };
}

export type HoldPolicy = ReturnType<typeof holdPolicy>;
