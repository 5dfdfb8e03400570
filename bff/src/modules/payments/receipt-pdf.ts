import { AGENCY, type BookingAmounts, type BookingView, REFUND_REASON_LABELS } from '@safa/contract';
import PDFDocument from 'pdfkit';
import { ToWords } from 'to-words';
import type { StoredLedgerEntry } from '../bookings/booking.model';
import type { LeanBooking } from '../bookings/booking-answers';
import { amountsOf, phaseOf } from '../bookings/booking-ledger';
import { longDay } from '../notifications/mail-text';

const inWords = new ToWords({
  localeCode: 'en-NG',
  converterOptions: { currency: true, ignoreDecimal: true, ignoreZeroCurrency: true },
});

/** Naira in figures as a receipt prints them: the PDF's standard fonts have no ₦. */
const figures = (naira: number) => `NGN ${naira.toLocaleString('en-NG')}`;

const METHOD_NAMES = { transfer: 'Bank transfer', cash: 'Cash', card: 'Card (Paystack)' } as const;

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

  const document = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${title} ${movement.receiptNumber}`, Author: AGENCY.name },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  document.font('Helvetica-Bold').fontSize(18).text(AGENCY.name);
  document.font('Helvetica').fontSize(10).text(AGENCY.address).moveDown(1.5);
  document.font('Helvetica-Bold').fontSize(15).text(`${title} ${movement.receiptNumber}`).moveDown(0.8);

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
  document.fontSize(11);
  for (const [label, value] of rows) {
    const top = document.y;
    document.font('Helvetica-Bold').text(label, 56, top, { width: 150 });
    document.font('Helvetica').text(value, 210, top, { width: 330 });
    document.moveDown(0.5);
  }
  document
    .moveDown(2)
    .fontSize(9)
    .fillColor('#555555')
    .text(
      `Issued by ${AGENCY.name}. Keep this receipt with your booking reference ${booking.reference}.`,
      56,
    );
  document.end();
  return done;
}
