import { formatNaira } from '@safa/contract';
import type { PaymentSettings } from '../../config';
import type { BookingMailComposer } from '../bookings/booking-mails';
import { amountsOf } from '../bookings/booking-money';
import { composeMail, longDay, type Row } from '../notifications/mail-text';
import { RECEIPT_MAIL } from './money-ledger';
import { receiptFileName, receiptPdf } from './receipt-pdf';

/** The e-mail reminding a customer of their balance, some days before it is due. */
export const REMINDER_MAIL = 'balanceReminder';

/** The receipt of the payment or refund the entry names, its PDF attached. */
const receiptMail: BookingMailComposer = async ({ booking, entry, trip, bookingUrl }) => {
  const movement = booking.payments.find((payment) => payment.receiptNumber === entry.about);
  if (!movement) throw new Error(`No payment ${entry.about} on booking ${booking.reference}`);
  const refund = movement.kind === 'refund';
  const { paid, balance } = amountsOf(booking, booking.payments);
  const rows: Row[] = [
    ['Receipt', movement.receiptNumber],
    ['Booking', booking.reference],
    ['Package', trip.packageTitle],
    [refund ? 'Refunded' : 'Received', formatNaira(movement.amount)],
    ['Paid to date', formatNaira(paid)],
    ['Balance', formatNaira(balance)],
  ];
  return {
    to: booking.contact.email,
    ...composeMail(
      `${refund ? 'Refund' : 'Payment'} receipt ${movement.receiptNumber} for your booking ${booking.reference}`,
      rows,
      `Thank you, ${booking.contact.name}. Your receipt is attached; your booking's page shows every payment.`,
      [['Your booking', bookingUrl]],
    ),
    attachments: [
      {
        filename: receiptFileName(movement.receiptNumber),
        content: await receiptPdf(booking, trip, movement),
        contentType: 'application/pdf',
      },
    ],
  };
};

/** A reminder of the balance and how to pay it, before the day it is due. */
const reminderMail =
  (bank: PaymentSettings['bank']): BookingMailComposer =>
  ({ booking, trip, bookingUrl }) => {
    const { balance } = amountsOf(booking, booking.payments);
    const dueOn = longDay(trip.balanceDueOn);
    return {
      to: booking.contact.email,
      ...composeMail(
        `Your balance of ${formatNaira(balance)} for ${trip.packageTitle} is due on ${dueOn}`,
        [
          ['Booking', booking.reference],
          ['Balance', formatNaira(balance)],
          ['Due on', dueOn],
          ['Bank', bank.name],
          ['Account name', bank.accountName],
          ['Account number', bank.accountNumber],
          ['Narration', booking.reference],
        ],
        `Hello ${booking.contact.name}, a reminder that the balance of your booking is due on ${dueOn}. ` +
          'Pay by bank transfer with your booking reference as the narration, then send the proof on your ' +
          "booking's page (you can pay by card there too when it is offered).",
        [['Your booking', bookingUrl]],
      ),
    };
  };

/** The booking e-mails the payments module writes, by kind. */
export const paymentMailComposers = (
  bank: PaymentSettings['bank'],
): Readonly<Record<string, BookingMailComposer>> => ({
  [RECEIPT_MAIL]: receiptMail,
  [REMINDER_MAIL]: reminderMail(bank),
});
