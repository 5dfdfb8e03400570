import { type BookingView, formatNaira, REFUND_REASON_LABELS } from '@safa/contract';
import { type LeanBooking, scheduleOfBooking } from '../bookings/booking-answers';
import { type BookingMailComposers, transferRows } from '../bookings/booking-mails';
import { adminBookingUrl } from '../bookings/booking-message-context';
import { composeMail, longDay, type Row } from '../notifications/mail-text';
import type { OutboxEntry } from '../outbox/outbox-entry';
import { findReceipt, type Receipt, receiptFileName, receiptPdf } from './receipt-pdf';

/** The receipt an e-mail is about (a booking's ledger keeps every one). */
function receiptOf(booking: LeanBooking, entry: OutboxEntry): Receipt {
  const receipt = findReceipt(booking, entry.about);
  if (!receipt) throw new Error(`No receipt ${entry.about} on booking ${booking.reference}`);
  return receipt;
}

/** The instalment a message is about (its due day), and what is left of it to pay. */
export function instalmentOf(
  booking: LeanBooking,
  trip: BookingView['trip'],
  dueOn: string | undefined,
): { dueOn: string; left: number } {
  const instalment = scheduleOfBooking(booking, trip).instalments.find((each) => each.dueOn === dueOn);
  return {
    dueOn: dueOn ?? trip.balanceDueOn,
    left: instalment ? instalment.amount - instalment.paid : booking.amounts.balance,
  };
}

/** What a receipt is for, in a few words: `received ₦2,000,000`, `refunded ₦500,000`. */
export const receiptText = ({ movement }: Receipt): string =>
  `${movement.kind === 'refund' ? 'refunded' : 'received'} ${formatNaira(movement.amount)}`;

/** The e-mails of a booking's money: its receipts, card payments and refunds to the agency, balance reminders. */
export const paymentMails: Pick<
  BookingMailComposers,
  | 'receipt'
  | 'cardPaymentToAgency'
  | 'refundToAgency'
  | 'balanceReminder'
  | 'balanceOverdue'
  | 'accountReady'
  | 'instalmentReminder'
> = {
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

  /** A booking ended with money paid: the agency has it to refund (or the booking to reinstate). */
  refundToAgency({ booking, trip, siteUrl }) {
    const { paid } = booking.amounts;
    return composeMail(
      `To refund: ${formatNaira(paid)} of ${booking.reference}, ${booking.status}`,
      [
        ['Reference', booking.reference],
        ['Package', trip.packageTitle],
        ['Name', booking.contact.name],
        ['Phone', booking.contact.phone],
        ['Paid', formatNaira(paid)],
      ],
      `The booking is ${booking.status} with ${formatNaira(paid)} paid on it: refund what is due, or reinstate it.`,
      [['Open it in the admin', adminBookingUrl(siteUrl, booking)]],
    );
  },

  /** The balance's day has passed and some of it is still unpaid. */
  /** The booking's own account number: every transfer to it is recorded by itself. */
  accountReady({ booking, trip, bookingUrl, bank }) {
    return {
      to: booking.contact.email,
      ...composeMail(
        `Your account number for ${booking.reference}: pay into it any time`,
        [
          ['Booking', booking.reference],
          ['Package', trip.packageTitle],
          ...transferRows(booking, bank),
          ['Due now', formatNaira(booking.amounts.dueNow)],
        ],
        'This account number is your booking’s own: every transfer to it, of any amount, is recorded on your ' +
          'booking by itself and you get a receipt. There is no proof to send.',
        [['Your booking', bookingUrl]],
      ),
    };
  },

  /** An instalment of a monthly plan is due soon. */
  instalmentReminder({ booking, entry, trip, bookingUrl, bank }) {
    const instalment = instalmentOf(booking, trip, entry.about);
    return {
      to: booking.contact.email,
      ...composeMail(
        `Your instalment of ${formatNaira(instalment.left)} for ${trip.packageTitle} is due on ${longDay(instalment.dueOn)}`,
        [
          ['Booking', booking.reference],
          ['Instalment due', formatNaira(instalment.left)],
          ['Due on', longDay(instalment.dueOn)],
          ['Balance', formatNaira(booking.amounts.balance)],
          ...transferRows(booking, bank),
        ],
        'A reminder of your next instalment. Pay it by bank transfer, or by card on your booking’s page; ' +
          'paying more at once is fine: it counts for the next instalments.',
        [['Your booking', bookingUrl]],
      ),
    };
  },

  balanceOverdue({ booking, trip, bookingUrl, bank }) {
    const { balance } = booking.amounts;
    const dueOn = longDay(trip.balanceDueOn);
    return {
      to: booking.contact.email,
      ...composeMail(
        `Your balance of ${formatNaira(balance)} for ${trip.packageTitle} was due on ${dueOn}`,
        [
          ['Booking', booking.reference],
          ['Balance', formatNaira(balance)],
          ['Was due on', dueOn],
          ...transferRows(booking, bank),
        ],
        'The balance of your booking was due on the day above and is not paid yet. Pay it by bank transfer ' +
          "with your booking reference as the narration and send the proof on your booking's page, or call us " +
          'if you need more time.',
        [['Your booking', bookingUrl]],
      ),
    };
  },
};
