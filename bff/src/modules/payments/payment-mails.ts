import { formatNaira, REFUND_REASON_LABELS } from '@safa/contract';
import type { LeanBooking } from '../bookings/booking-answers';
import { adminBookingUrl, type BookingMailComposers, transferRows } from '../bookings/booking-mails';
import { composeMail, longDay, type Row } from '../notifications/mail-text';
import type { OutboxEntry } from '../outbox/outbox-entry';
import { findReceipt, type Receipt, receiptFileName, receiptPdf } from './receipt-pdf';

/** The receipt an e-mail is about (a booking's ledger keeps every one). */
function receiptOf(booking: LeanBooking, entry: OutboxEntry): Receipt {
  const receipt = findReceipt(booking, entry.about);
  if (!receipt) throw new Error(`No receipt ${entry.about} on booking ${booking.reference}`);
  return receipt;
}

/** The e-mails of a booking's money: its receipts, card payments to the agency, balance reminders. */
export const paymentMails: Pick<BookingMailComposers, 'receipt' | 'cardPaymentToAgency' | 'balanceReminder'> =
  {
    /** The receipt of the payment or refund the entry names, its PDF attached. */
    async receipt({ booking, entry, trip, bookingUrl }) {
      const receipt = receiptOf(booking, entry);
      const { movement, amounts } = receipt;
      const refund = movement.kind === 'refund';
      const rows: Row[] = [
        ['Receipt', movement.receiptNumber],
        ['Booking', booking.reference],
        ['Package', trip.packageTitle],
        [refund ? 'Refunded' : 'Received', formatNaira(movement.amount)],
        ...(movement.kind === 'refund' ? ([['Why', REFUND_REASON_LABELS[movement.reason]]] as Row[]) : []),
        ['Paid to date', formatNaira(amounts.paid)],
        ['Balance', formatNaira(amounts.balance)],
      ];
      return {
        to: booking.contact.email,
        ...composeMail(
          `${refund ? 'Refund' : 'Payment'} receipt ${movement.receiptNumber} for your booking ${booking.reference}`,
          rows,
          "Thank you. Your receipt is attached; your booking's page shows every payment.",
          [['Your booking', bookingUrl]],
        ),
        attachments: [
          {
            filename: receiptFileName(movement.receiptNumber),
            content: await receiptPdf(booking, trip, receipt),
            contentType: 'application/pdf',
          },
        ],
      };
    },

    /** A card payment came in (told to the agency, with money to refund when there is any). */
    cardPaymentToAgency({ booking, entry, trip, siteUrl }) {
      const { movement, amounts } = receiptOf(booking, entry);
      const { toRefund } = amounts;
      return composeMail(
        `Card payment ${formatNaira(movement.amount)} for ${booking.reference}${toRefund > 0 ? `: ${formatNaira(toRefund)} to refund` : ''}`,
        [
          ['Reference', booking.reference],
          ['Package', trip.packageTitle],
          ['Name', booking.contact.name],
          ['Received', formatNaira(movement.amount)],
          ['Receipt', movement.receiptNumber],
          ['Paid to date', formatNaira(amounts.paid)],
          ['Balance', formatNaira(amounts.balance)],
          ...(toRefund > 0 ? ([['To refund', formatNaira(toRefund)]] as Row[]) : []),
        ],
        toRefund > 0
          ? `Paystack confirmed this payment on a booking that is ${booking.status.replace('_', ' ')}: ` +
              `${formatNaira(toRefund)} is more than it owes. Refund it, or reinstate the booking.`
          : 'Paystack confirmed this payment; it is recorded and the customer has their receipt.',
        [['Open it in the admin', adminBookingUrl(siteUrl, booking)]],
      );
    },

    /** A reminder of the balance and how to pay it, before the day it is due. */
    balanceReminder({ booking, trip, bookingUrl, bank }) {
      const { balance } = booking.amounts;
      const dueOn = longDay(trip.balanceDueOn);
      return {
        to: booking.contact.email,
        ...composeMail(
          `Your balance of ${formatNaira(balance)} for ${trip.packageTitle} is due on ${dueOn}`,
          [
            ['Booking', booking.reference],
            ['Balance', formatNaira(balance)],
            ['Due on', dueOn],
            ...transferRows(booking, bank),
          ],
          'A reminder that the balance of your booking is due on the day above. Pay by bank transfer with ' +
            "your booking reference as the narration, then send the proof on your booking's page (you can pay " +
            'by card there too when it is offered).',
          [['Your booking', bookingUrl]],
        ),
      };
    },
  };
