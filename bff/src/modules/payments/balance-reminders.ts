import { PAYABLE_STATUSES } from '@safa/contract';
import { trusted } from 'mongoose';
import { addDays, daysBetween, lagosDay } from '../../lagos-calendar';
import type { Logger } from '../../logger';
import { pollEvery } from '../../polling-loop';
import { BookingModel } from '../bookings/booking.model';
import { type LeanBooking, tripsOf } from '../bookings/booking-answers';
import { amountsOf } from '../bookings/booking-money';
import { newOutboxEntry } from '../outbox/outbox-entry';
import { REMINDER_MAIL } from './payment-mails';

/** Bookings that may still owe a balance: holding seats and not yet paid in full. */
const OWING = { status: trusted({ $in: PAYABLE_STATUSES }) };

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
 * Reminds customers of their balance `reminderDays` before it is due, each reminder once: the claim
 * of one (its day pushed to the booking's `reminders`, with its e-mail in the outbox) is one
 * conditional update, so of several BFF instances one sends it.
 */
export function startBalanceReminders({
  reminderDays,
  logger,
  pollMs = 60 * 60 * 1000,
}: {
  reminderDays: readonly number[];
  logger: Logger;
  pollMs?: number;
}): BalanceReminders {
  async function runOnce(now = new Date()): Promise<number> {
    const today = lagosDay(now);
    const owing = await BookingModel.find(OWING).lean<LeanBooking[]>();
    const tripOf = await tripsOf(owing);
    let sent = 0;
    for (const booking of owing) {
      const { balanceDueOn } = tripOf(booking);
      if (!balanceDueOn || amountsOf(booking, booking.payments).balance <= 0) continue;
      const due = reminderDue(daysBetween(today, balanceDueOn), reminderDays);
      if (due === undefined || booking.reminders.includes(due)) continue;
      // Booked after that reminder's day: the booking's own e-mail said it all; the next one will come.
      if (lagosDay(booking.createdAt) > addDays(balanceDueOn, -due)) continue;
      const claimed = await BookingModel.updateOne(
        { _id: booking._id, reminders: trusted({ $ne: due }) },
        { $push: { reminders: due, mails: newOutboxEntry(REMINDER_MAIL, { about: String(due) }) } },
      );
      sent += claimed.modifiedCount;
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
    async stop() {
      loop.stop();
      await loop.done;
    },
  };
}
