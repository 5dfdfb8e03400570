import { addDays, daysBetween, lagosToday, PAYABLE_STATUSES, SEAT_HOLDING_STATUSES } from '@safa/contract';
import { trusted } from 'mongoose';
import type { DataCipher } from '../../data-cipher';
import type { Logger } from '../../logger';
import { pollEvery } from '../../polling-loop';
import { travellerOf } from '../pilgrims/traveller-answers';
import { BookingModel } from './booking.model';
import { type LeanBooking, scheduleOfBooking, surroundingsOf } from './booking-answers';
import type { BookingLife } from './booking-life';

/** Bookings that hold seats: those a reminder may be for. */
const HOLDING = { status: trusted({ $in: SEAT_HOLDING_STATUSES }) };

/** Days before the documents are due on which a customer with something missing is reminded. */
export const DOCUMENTS_REMINDER_DAYS = [14, 3];
/** Days before the departure on which the customer is told the trip is near. */
export const DEPARTURE_REMINDER_DAYS = 3;
/** Days before an instalment of a monthly plan is due on which the customer is reminded of it. */
export const INSTALMENT_REMINDER_DAYS = 3;

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

export interface BookingReminders {
  runOnce(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

const owes = (booking: LeanBooking) =>
  PAYABLE_STATUSES.includes(booking.status) && booking.amounts.balance > 0;

/**
 * Reminds customers, each reminder once (the owner of the booking's life queues it with its mark, in
 * one conditional update, so of several BFF instances one sends it): their balance `reminderDays`
 * before it is due and once the day has passed; each instalment of a monthly plan three days before
 * its day; their travellers' documents 14 and 3 days before they are due while any is missing; their
 * trip three days before it leaves. With `releaseUnpaidAfterDays` (BALANCE_MISSED_POLICY), a booking
 * whose balance is still unpaid that many days after its day is released; otherwise it stays, flagged
 * overdue for the operator.
 */
export function startBookingReminders(
  life: BookingLife,
  {
    reminderDays,
    cipher,
    logger,
    releaseUnpaidAfterDays,
    pollMs = 60 * 60 * 1000,
  }: {
    reminderDays: readonly number[];
    releaseUnpaidAfterDays?: number | undefined;
    cipher: DataCipher;
    logger: Logger;
    pollMs?: number;
  },
): BookingReminders {
  async function runOnce(now = new Date()): Promise<number> {
    const today = lagosToday(now);
    const bookings = await BookingModel.find(HOLDING).lean<LeanBooking[]>();
    const surroundings = await surroundingsOf(bookings);
    let sent = 0;
    const counted = ({ changed }: { changed: boolean }) => {
      if (changed) sent += 1;
    };
    for (const booking of bookings) {
      const { trip, readinessOf, roomNumberOf } = surroundings(booking);
      const booked = lagosToday(booking.createdAt);
      const balanceIn = trip.balanceDueOn ? daysBetween(today, trip.balanceDueOn) : undefined;
      const due = balanceIn === undefined ? undefined : reminderDue(balanceIn, reminderDays);
      // Booked after that reminder's day: the booking's own message said it all; the next one will come.
      if (
        due !== undefined &&
        owes(booking) &&
        !booking.reminders.includes(due) &&
        booked <= addDays(trip.balanceDueOn, -due)
      ) {
        counted(await life.remindBalance(booking._id, due, now));
      }
      if (balanceIn !== undefined && balanceIn < 0 && owes(booking)) {
        if (releaseUnpaidAfterDays !== undefined && -balanceIn > releaseUnpaidAfterDays) {
          counted(await life.releaseUnpaid(booking._id, releaseUnpaidAfterDays, now));
          continue;
        }
        counted(await life.sendNotice(booking._id, 'overdue', { kind: 'balanceOverdue' }, owes, now));
      }
      if (booking.plan === 'monthly' && owes(booking)) {
        const instalment = scheduleOfBooking(booking, trip, now).instalments.find(
          ({ dueOn, status }) =>
            status === 'due' && dueOn > booked && daysBetween(today, dueOn) <= INSTALMENT_REMINDER_DAYS,
        );
        // The balance's own reminders speak for the last instalment, due on the balance's day.
        if (instalment && instalment.dueOn !== trip.balanceDueOn) {
          counted(
            await life.sendNotice(
              booking._id,
              `instalment:${instalment.dueOn}`,
              { kind: 'instalmentReminder', about: instalment.dueOn },
              owes,
              now,
            ),
          );
        }
      }
      const documentsIn = trip.documentsDueOn ? daysBetween(today, trip.documentsDueOn) : -1;
      const missing = (current: LeanBooking) =>
        current.travellers.some((stored) => {
          const bookingId = current._id.toHexString();
          const traveller = travellerOf(stored, { cipher, bookingId, show: 'masked', roomNumberOf });
          const { missingDetails, missingDocuments } = readinessOf(current, traveller);
          return missingDetails.length > 0 || missingDocuments.length > 0;
        });
      for (const days of DOCUMENTS_REMINDER_DAYS) {
        if (
          documentsIn >= 0 &&
          documentsIn <= days &&
          booked < addDays(trip.documentsDueOn, -days) &&
          missing(booking)
        ) {
          counted(
            await life.sendNotice(
              booking._id,
              `documents:${days}`,
              { kind: 'documentsMissing' },
              missing,
              now,
            ),
          );
          break;
        }
      }
      const leavesIn = trip.departsOn ? daysBetween(today, trip.departsOn) : -1;
      if (leavesIn >= 0 && leavesIn <= DEPARTURE_REMINDER_DAYS) {
        counted(
          await life.sendNotice(booking._id, 'departure', { kind: 'departureReminder' }, () => true, now),
        );
      }
    }
    if (sent > 0) logger.info({ sent }, 'booking reminders queued');
    return sent;
  }

  const loop = pollEvery(
    pollMs,
    async () => void (await runOnce()),
    (error) => logger.error({ err: error }, 'booking reminders could not be checked'),
  );
  return { runOnce, stop: () => loop.stop() };
}
