import { addDays, daysBetween, lagosToday, PAYABLE_STATUSES } from '@safa/contract';
import { trusted } from 'mongoose';
import type { Logger } from '../../logger';
import { pollEvery } from '../../polling-loop';
import { BookingModel } from '../bookings/booking.model';
import { type LeanBooking, tripsOf } from '../bookings/booking-answers';
import type { BookingLife } from '../bookings/booking-life';

/** Bookings that may still owe a balance: holding seats and not yet paid in full. */
const OWING = { status: trusted({ $in: PAYABLE_STATUSES }), 'amounts.balance': trusted({ $gt: 0 }) };

/**
 * Which reminder is due for a balance due in `daysLeft` days, of `reminderDays` (e.g. 14, 7, 2): the
 * nearest one the day has reached (two days before, the 2-day one, even if the 7-day one was never
 * sent), none once the day is past. Pure, for the worker and its tests.
 */
export function reminderDue(daysLeft: number, reminderDays: readonly number[]): number | undefined {
  if (daysLeft < 0) return undefined;
  const reached = reminderDays.filter((days) => daysLeft <= days);
  return reached.length > 0 ? Math.min(...reached) : undefined;
}

export interface BalanceReminders {
  runOnce(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Reminds customers of their balance `reminderDays` before it is due, each reminder once: the owner
 * of the booking's life queues it with its day, in one conditional update, so of several BFF
 * instances one sends it.
 */
export function startBalanceReminders(
  life: BookingLife,
  {
    reminderDays,
    logger,
    pollMs = 60 * 60 * 1000,
  }: {
    reminderDays: readonly number[];
    logger: Logger;
    pollMs?: number;
  },
): BalanceReminders {
  async function runOnce(now = new Date()): Promise<number> {
    const today = lagosToday(now);
    const owing = await BookingModel.find(OWING).lean<LeanBooking[]>();
    const tripOf = await tripsOf(owing);
    let sent = 0;
    for (const booking of owing) {
      const { balanceDueOn } = tripOf(booking);
      if (!balanceDueOn) continue;
      const due = reminderDue(daysBetween(today, balanceDueOn), reminderDays);
      if (due === undefined || booking.reminders.includes(due)) continue;
      // Booked after that reminder's day: the booking's own e-mail said it all; the next one will come.
      if (lagosToday(booking.createdAt) > addDays(balanceDueOn, -due)) continue;
      const { changed } = await life.remindBalance(booking._id, due, now);
      if (changed) sent += 1;
    }
    if (sent > 0) logger.info({ sent }, 'balance reminders queued');
    return sent;
  }

  const loop = pollEvery(
    pollMs,
    async () => void (await runOnce()),
    (error) => logger.error({ err: error }, 'balance reminders could not be checked'),
  );
  return {
    runOnce,
    stop: () => loop.stop(),
  };
}
