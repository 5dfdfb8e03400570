import { createHash } from 'node:crypto';
import { internationalPhoneDigits, UNPAID_HOLD_STATUSES } from '@safa/contract';
import { withLeaseLocks } from '../../db/lease-locks';
import { RateLimited } from '../../errors';
import { limitKeyOfAddress } from '../../network/addresses';
import { BookingModel } from './booking.model';

/** The seats a holder holds unpaid right now, and when the first of those holds ends. */
async function unpaidSeatsOf(holder: string): Promise<{ seats: number; firstEnds: Date | undefined }> {
  const [held] = await BookingModel.aggregate<{ seats: number; firstEnds: Date }>([
    { $match: { holders: holder, status: { $in: UNPAID_HOLD_STATUSES }, 'amounts.paid': 0 } },
    {
      $group: { _id: null, seats: { $sum: { $size: '$travellers' } }, firstEnds: { $min: '$holdExpiresAt' } },
    },
  ]);
  return { seats: held?.seats ?? 0, firstEnds: held?.firstEnds };
}

/**
 * How many seats one client address, and one phone number, may hold in unpaid bookings at once, so
 * no one holds a departure empty. Counted from the bookings themselves (those held or being checked
 * with nothing paid), so a deposit, a cancellation or an expiry frees its share at once, and the
 * count can neither drift nor go negative. A booking is counted and stored under its holders' locks,
 * so parallel bookings (on any number of BFF instances) never pass the cap together.
 */
export function unpaidSeatCaps({ max }: { max: number }) {
  return {
    /** The keys a booking's seats count against (hashed: the booking stores them). */
    holdersOf(address: string, phone: string): string[] {
      const hash = (key: string) => createHash('sha256').update(key).digest('base64url');
      return [
        hash(`address:${limitKeyOfAddress(address)}`),
        hash(`phone:${internationalPhoneDigits(phone) ?? phone.replace(/\D/g, '')}`),
      ];
    },

    /** Runs `book` if `seats` more fit under every holder's cap; else refuses (429), booking nothing. */
    within<T>(holders: readonly string[], seats: number, book: () => Promise<T>): Promise<T> {
      return withLeaseLocks(
        holders.map((holder) => `unpaid-seats:${holder}`),
        async () => {
          const held = await Promise.all(holders.map(unpaidSeatsOf));
          const full = held.filter((holder) => holder.seats + seats > max);
          if (full.length > 0) {
            const firstEnds = Math.min(...full.map((holder) => holder.firstEnds?.getTime() ?? Date.now()));
            const most = Math.max(...full.map((holder) => holder.seats));
            throw new RateLimited(
              `Unpaid bookings already hold ${most} ${most === 1 ? 'seat' : 'seats'} for you (at most ${max}): pay for them, or call us, before booking more.`,
              (firstEnds - Date.now()) / 1000,
            );
          }
          return book();
        },
      );
    },
  };
}

export type UnpaidSeatCaps = ReturnType<typeof unpaidSeatCaps>;
