import {
  AGENCY,
  type BookingView,
  PAYMENT_PLAN_LABELS,
  REFUND_REASON_LABELS,
  writtenDay,
} from '@safa/contract';
import type { StoredLedgerEntry } from '../bookings/booking.model';
import { type LeanBooking, scheduleOfBooking } from '../bookings/booking-answers';
import { agencyPdf, figures, writeFootnote, writeRows, writeTable } from './pdf-page';
import { METHOD_NAMES } from './receipt-pdf';

/** The statement's file name, as the download gives it. */
export const statementFileName = (reference: string) => `statement-${reference}.pdf`;

const INSTALMENT_STATES = { paid: 'Paid', due: 'Due', overdue: 'Overdue', upcoming: 'To come' } as const;

/** What an entry of the ledger was, in words: a payment or refund with its receipt, or a change of price. */
function entryOf(entry: StoredLedgerEntry): { day: string; what: string; price: string; money: string } {
  if (entry.kind === 'adjustment') {
    return {
      day: writtenDay(entry.recordedAt.toISOString().slice(0, 10)),
      what: `Price changed: ${entry.reason}`,
      price: `${entry.amount > 0 ? '+' : '-'}${figures(Math.abs(entry.amount))}`,
      money: '',
    };
  }
  const refund = entry.kind === 'refund';
  return {
    day: writtenDay(entry.paidOn),
    what: `${refund ? `Refund (${REFUND_REASON_LABELS[entry.reason]})` : 'Payment'}, ${METHOD_NAMES[entry.method]}, receipt ${entry.receiptNumber}`,
    price: '',
    money: `${refund ? '-' : ''}${figures(entry.amount)}`,
  };
}

/**
 * A booking's statement as a PDF: the booking, each payment, refund and change of price in the order
 * recorded, what was paid and is left, and the plan's schedule with what the payments cover of it.
 */
export function statementPdf(
  booking: LeanBooking,
  trip: BookingView['trip'],
  now = new Date(),
): Promise<Buffer> {
  const { document, done } = agencyPdf(`Statement of booking ${booking.reference}`);
  const { total, paid, refunded, balance } = booking.amounts;
  writeRows(document, [
    ['Date', writtenDay(now.toISOString().slice(0, 10))],
    ['Booked by', booking.contact.name],
    ['Package', trip.packageTitle],
    ['Departure', writtenDay(trip.departsOn)],
    ['Travellers', booking.travellers.map((traveller) => traveller.fullName).join(', ')],
    ['How it is paid', PAYMENT_PLAN_LABELS[booking.plan ?? 'deposit']],
  ]);
  document.moveDown(1).font('Helvetica-Bold').fontSize(13).text('Payments and changes', 56).moveDown(0.4);
  writeTable(
    document,
    [
      { header: 'Date', x: 56, width: 80 },
      { header: 'What', x: 140, width: 240 },
      { header: 'Price', x: 384, width: 75, align: 'right' },
      { header: 'Money', x: 463, width: 76, align: 'right' },
    ],
    booking.ledger.map(entryOf).map(({ day, what, price, money }) => [day, what, price, money]),
  );
  document.moveDown(1);
  writeRows(document, [
    ['Booking total', figures(total)],
    ['Paid', figures(paid)],
    ...(refunded > 0 ? ([['Refunded', figures(refunded)]] as const) : []),
    ['Balance', figures(balance)],
  ]);
  const { instalments } = scheduleOfBooking(booking, trip, now);
  document.moveDown(1).font('Helvetica-Bold').fontSize(13).text('Schedule', 56).moveDown(0.4);
  writeTable(
    document,
    [
      { header: 'Due by', x: 56, width: 110 },
      { header: 'Amount', x: 170, width: 110, align: 'right' },
      { header: 'Paid of it', x: 290, width: 110, align: 'right' },
      { header: 'State', x: 420, width: 119 },
    ],
    instalments.map((instalment) => [
      writtenDay(instalment.dueOn),
      figures(instalment.amount),
      figures(instalment.paid),
      INSTALMENT_STATES[instalment.status],
    ]),
  );
  writeFootnote(
    document,
    `Issued by ${AGENCY.name}. Quote your booking reference ${booking.reference} with every payment.`,
  );
  document.end();
  return done;
}
