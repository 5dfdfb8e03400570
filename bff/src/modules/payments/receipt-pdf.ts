import { AGENCY, type BookingAmounts, type BookingView, REFUND_REASON_LABELS } from '@safa/contract';
import { ToWords } from 'to-words';
import type { StoredLedgerEntry } from '../bookings/booking.model';
import type { LeanBooking } from '../bookings/booking-answers';
import { amountsOf, phaseOf } from '../bookings/booking-ledger';
import { longDay } from '../notifications/mail-text';
import { agencyPdf, figures, writeFootnote, writeRows } from './pdf-page';

const inWords = new ToWords({
  localeCode: 'en-NG',
  converterOptions: { currency: true, ignoreDecimal: true, ignoreZeroCurrency: true },
});

export const METHOD_NAMES = { transfer: 'Bank transfer', cash: 'Cash', card: 'Card (Paystack)' } as const;

/** The receipt's file name, as the download and the e-mail give it. */
export const receiptFileName = (receiptNumber: string) => `receipt-${receiptNumber}.pdf`;

/** A payment or refund of a booking, and the booking's amounts once it was recorded (the ledger up to it). */
export interface Receipt {
  movement: Extract<StoredLedgerEntry, { kind: 'payment' | 'refund' }>;
  amounts: BookingAmounts;
}

/** The receipt numbered `receiptNumber` of `booking`, if it has one such. */
export function findReceipt(booking: LeanBooking, receiptNumber: string | undefined): Receipt | undefined {
  const index = booking.ledger.findIndex(
    (entry) => entry.kind !== 'adjustment' && entry.receiptNumber === receiptNumber,
  );
  const movement = booking.ledger[index];
  if (!movement || movement.kind === 'adjustment') return undefined;
  return {
    movement,
    amounts: amountsOf(booking, booking.ledger.slice(0, index + 1), phaseOf(booking.status)),
  };
}

/**
 * A receipt of one payment or refund of a booking, as a PDF: the agency, the receipt's number and
 * date, the booking and its trip, the amount in figures and in words, how it was paid (or refunded,
 * and why), and what was paid and left to pay once it was recorded.
 */
export function receiptPdf(
  booking: LeanBooking,
  trip: BookingView['trip'],
  { movement, amounts }: Receipt,
): Promise<Buffer> {
  const { paid, balance, total } = amounts;
  const refund = movement.kind === 'refund';
  const title = refund ? 'Refund receipt' : 'Payment receipt';

  const { document, done } = agencyPdf(`${title} ${movement.receiptNumber}`);

  const rows: Array<[string, string]> = [
    ['Date', longDay(movement.paidOn)],
    ['Booking reference', booking.reference],
    ['Package', trip.packageTitle],
    ['Departure', longDay(trip.departsOn)],
    ['Travellers', booking.travellers.map((traveller) => traveller.fullName).join(', ')],
    [refund ? 'Refunded to' : 'Received from', booking.contact.name],
    ['Method', METHOD_NAMES[movement.method]],
    [refund ? 'Amount refunded' : 'Amount received', figures(movement.amount)],
    ['In words', inWords.convert(movement.amount)],
    ...(movement.kind === 'refund'
      ? ([['Why', REFUND_REASON_LABELS[movement.reason]]] as Array<[string, string]>)
      : []),
    ...(movement.note ? ([['Note', movement.note]] as Array<[string, string]>) : []),
    ['Booking total', figures(total)],
    ['Paid to date', figures(paid)],
    ['Balance', figures(balance)],
  ];
  writeRows(document, rows);
  writeFootnote(
    document,
    `Issued by ${AGENCY.name}. Keep this receipt with your booking reference ${booking.reference}.`,
  );
  document.end();
  return done;
}
