import { createHash } from 'node:crypto';
import { internationalPhoneDigits } from '@safa/contract';
import { RateLimited } from '../../errors';
import { limitKeyOfAddress } from '../../network/addresses';
import { createLimiter } from '../throttle/limiter';

/**
 * How many seats one client address, and one phone number, hold in unpaid bookings at once, so no one
 * holds a departure empty. Counted in MongoDB (any number of BFF instances), in a window as long as a
 * hold; a booking that stops holding (paid, cancelled, expired) gives its seats back at once.
 */
export function seatsHeldCap({ max, holdMs }: { max: number; holdMs: number }) {
  const held = createLimiter('seats-held', { max, windowMs: holdMs });
  return {
    /** The keys a booking's seats count against (hashed: the booking stores them). */
    holdersOf(address: string, phone: string): string[] {
      const hash = (key: string) => createHash('sha256').update(key).digest('base64url');
      return [
        hash(`address:${limitKeyOfAddress(address)}`),
        hash(`phone:${internationalPhoneDigits(phone) ?? phone.replace(/\D/g, '')}`),
      ];
    },
    /** Counts `seats` against each holder, or refuses (429) taking nothing when one would pass `max`. */
    async take(holders: readonly string[], seats: number): Promise<void> {
      const verdicts = await Promise.all(holders.map((holder) => held.hit(holder, seats)));
      if (verdicts.every((verdict) => verdict.allowed)) return;
      await this.giveBack(holders, seats);
      throw new RateLimited(
        `Unpaid bookings already hold ${max} seats for you: pay for them, or call us, before booking more.`,
        Math.max(...verdicts.map((verdict) => verdict.retryAfterSeconds)),
      );
    },
    async giveBack(holders: readonly string[], seats: number): Promise<void> {
      await Promise.all(holders.map((holder) => held.refund(holder, seats)));
    },
  };
}

export type SeatsHeldCap = ReturnType<typeof seatsHeldCap>;
