import {
  type BookingAmounts,
  type BookingView,
  formatNaira,
  type HistoryEvent,
  inboxOf,
  internationalPhoneDigits,
  ROOM_LABELS,
  whatsAppLink,
} from '@safa/contract';
import type { Types } from 'mongoose';
import type { Config, PaymentSettings } from '../../config';
import type { DataCipher } from '../../data-cipher';
import type { MailSource, OutgoingMail } from '../notifications/mail-sources';
import { composeMail, inLagos, type Link, longDay, type Row } from '../notifications/mail-text';
import type { Claimed } from '../outbox/outbox-store';
import { createLimiter } from '../throttle/limiter';
import type { StoredBooking } from './booking.model';
import { type LeanBooking, tripsOf } from './booking-answers';
import { amountsOf, phaseOf } from './booking-ledger';
import { bookingOutbox } from './booking-life';
import { manageUrl } from './booking-link';
import { adminBookingUrl, type BookingMailContext } from './booking-message-context';
import { type BookingMessageKind, channelsOf } from './booking-messages';
import { BOOKING_PHONE_TEXTS, filled } from './booking-phone-texts';

/** Writes one kind of e-mail about a booking. */
export type BookingMailComposer = (context: BookingMailContext) => Promise<OutgoingMail> | OutgoingMail;

/** A composer for every kind of message a booking's life causes. */
export type BookingMailComposers = Readonly<Record<BookingMessageKind, BookingMailComposer>>;

/** The facts of a booking its e-mails repeat. */
export const tripRows = (booking: LeanBooking, trip: BookingView['trip']): Row[] => [
  ['Reference', booking.reference],
  ['Package', trip.packageTitle],
  ['Departure', longDay(trip.departsOn)],
  ...(trip.returnsOn ? ([['Return', longDay(trip.returnsOn)]] as Row[]) : []),
  ['Room', ROOM_LABELS[booking.room]],
  ['Travellers', booking.travellers.map((traveller) => traveller.fullName).join(', ')],
];

/**
 * How to pay by bank transfer: into the booking's own account when it has one (recorded by itself),
 * else the agency's, the reference as the narration.
 */
export const transferRows = (booking: LeanBooking, bank: PaymentSettings['bank']): Row[] => {
  const account = booking.virtualAccount;
  return account
    ? [
        ['Bank', account.bankName],
        ['Account name', account.accountName],
        ['Account number', `${account.accountNumber} (your booking’s own)`],
      ]
    : [
        ['Bank', bank.name],
        ['Account name', bank.accountName],
        ['Account number', bank.accountNumber],
        ['Narration', booking.reference],
      ];
};

const heldUntil = (booking: LeanBooking) => `${inLagos(booking.holdExpiresAt)} (Lagos time)`;

/**
 * The booking's amounts as they were when `event` last happened to it (an e-mail is written when it is
 * sent, and money may have moved since: a refund after a cancellation).
 */
function amountsWhen(booking: LeanBooking, event: HistoryEvent): BookingAmounts {
  const at = booking.history.findLast((entry) => entry.event === event)?.at ?? new Date();
  const ledger = booking.ledger.filter((entry) => entry.recordedAt <= at);
  return amountsOf(booking, ledger, phaseOf(booking.status));
}

/** A chat with the customer on WhatsApp, the greeting written; none for a number not understood. */
const whatsAppTo = (booking: LeanBooking, text: string): Link[] => {
  const link = whatsAppLink(booking.contact.phone, text);
  return link ? [['Reply on WhatsApp', link]] : [];
};

/**
 * The e-mails of a booking's own life (its payments' are in payments/payment-mails.ts, its travellers'
 * file's in pilgrims/pilgrim-mails.ts). To the
 * customer they hold the booking's facts and no words a visitor typed but the travellers' names
 * (anyone can book in any e-mail address's name); to the agency, what to do and where, in one tap.
 */
export const bookingLifeMails: Omit<
  BookingMailComposers,
  | 'receipt'
  | 'cardPaymentToAgency'
  | 'refundToAgency'
  | 'balanceReminder'
  | 'balanceOverdue'
  | 'documentsMissing'
  | 'visaIssued'
  | 'departureReminder'
  | 'accountReady'
  | 'instalmentReminder'
> = {
  bookingReceived: ({ booking, trip, bookingUrl, bank }) => ({
    to: booking.contact.email,
    ...composeMail(
      `Your booking ${booking.reference}: ${trip.packageTitle}, ${longDay(trip.departsOn)}`,
      [
        ...tripRows(booking, trip),
        ['Total', formatNaira(booking.amounts.total)],
        ['Deposit due', formatNaira(booking.amounts.depositDue)],
        ['Held until', heldUntil(booking)],
        ...transferRows(booking, bank),
      ],
      `Thank you for booking with Safa Travels & Tours. Your seats are held until ${heldUntil(booking)}: ` +
        `pay the deposit of ${formatNaira(booking.amounts.depositDue)} by then to keep them, by bank transfer ` +
        `to the account above with your booking reference as the narration, then send the proof on your ` +
        "booking's page (card payments are there too when offered). Keep the link to yourself: it shows " +
        'your booking to whoever has it.',
      [['Your booking', bookingUrl]],
    ),
  }),

  bookingToAgency: ({ booking, trip, siteUrl }) =>
    composeMail(
      `New booking ${booking.reference}: ${booking.travellers.length} on ${trip.packageTitle}, ${longDay(trip.departsOn)}`,
      [
        ...tripRows(booking, trip),
        ['Total', formatNaira(booking.amounts.total)],
        ['Deposit due', formatNaira(booking.amounts.depositDue)],
        ['Held until', heldUntil(booking)],
        ['Name', booking.contact.name],
        ['Phone', booking.contact.phone],
        ['E-mail', booking.contact.email],
      ],
      'The seats are held until the time above; unpaid, they go back to the departure by themselves.',
      [
        ...whatsAppTo(
          booking,
          `Hello ${booking.contact.name.split(/\s+/)[0]}, thank you for booking ${trip.packageTitle} (${booking.reference}). `,
        ),
        ['Open it in the admin', adminBookingUrl(siteUrl, booking)],
      ],
    ),

  proofReceived: ({ booking, trip, bookingUrl }) => ({
    to: booking.contact.email,
    ...composeMail(
      `We received your proof of transfer for ${booking.reference}`,
      [
        ['Reference', booking.reference],
        ['Package', trip.packageTitle],
      ],
      'We check it against our bank statement and send you a receipt once the payment is recorded. ' +
        'Your seats stay held while we check it.',
      [['Your booking', bookingUrl]],
    ),
  }),

  proofToAgency: ({ booking, entry, trip, siteUrl }) => {
    const proof = booking.proofs.find((each) => each.id.toHexString() === entry.about);
    return composeMail(
      `Proof to check: ${booking.reference}, ${formatNaira(booking.amounts.dueNow)} due now`,
      [
        ['Reference', booking.reference],
        ['Package', trip.packageTitle],
        ['Name', booking.contact.name],
        ['Phone', booking.contact.phone],
        ['Due now', formatNaira(booking.amounts.dueNow)],
        ['Balance', formatNaira(booking.amounts.balance)],
        ...(proof ? ([['Sent', `${inLagos(proof.uploadedAt)} (${proof.fileName})`]] as Row[]) : []),
      ],
      'The customer says they paid by transfer. Compare the proof with the bank statement, then record ' +
        'the payment, or refuse the proof with a word for the customer. The seats stay held until then.',
      [
        ['See the proof and record the payment', adminBookingUrl(siteUrl, booking, entry.about)],
        ...whatsAppTo(
          booking,
          `Hello ${booking.contact.name.split(/\s+/)[0]}, about your booking ${booking.reference}: `,
        ),
      ],
    );
  },

  proofRefused: ({ booking, entry, trip, bookingUrl }) => {
    const proof = booking.proofs.find((each) => each.id.toHexString() === entry.about);
    const held = booking.status === 'held';
    return {
      to: booking.contact.email,
      ...composeMail(
        `We could not find your transfer for ${booking.reference}`,
        [
          ['Reference', booking.reference],
          ['Package', trip.packageTitle],
          ...(proof ? ([['Proof', `${proof.fileName}, sent ${inLagos(proof.uploadedAt)}`]] as Row[]) : []),
          ...(proof?.refusal ? ([['What we found', proof.refusal]] as Row[]) : []),
          ...(held ? ([['Held until', heldUntil(booking)]] as Row[]) : []),
        ],
        `We could not match your proof with a payment on our account.${held ? ` Your seats are held until ${heldUntil(booking)}.` : ''} ` +
          "Send another proof on your booking's page, or write to us on WhatsApp.",
        [['Your booking', bookingUrl]],
      ),
    };
  },

  holdEnding: ({ booking, trip, bookingUrl, bank }) => ({
    to: booking.contact.email,
    ...composeMail(
      `Your seats on ${trip.packageTitle} are held until ${heldUntil(booking)}`,
      [
        ['Reference', booking.reference],
        ['Due now', formatNaira(booking.amounts.dueNow)],
        ['Held until', heldUntil(booking)],
        ...transferRows(booking, bank),
      ],
      `Your booking ${booking.reference} is not paid yet: pay ${formatNaira(booking.amounts.dueNow)} before ` +
        `${heldUntil(booking)} to keep the seats; after that they go back on sale. Once you have paid by transfer, ` +
        "send the proof on your booking's page: the seats stay yours while we check it.",
      [['Your booking', bookingUrl]],
    ),
  }),

  cancelled: ({ booking, trip, bookingUrl }) => {
    const { paid } = amountsWhen(booking, 'cancelled');
    return {
      to: booking.contact.email,
      ...composeMail(
        `Your booking ${booking.reference} is cancelled`,
        [
          ['Reference', booking.reference],
          ['Package', trip.packageTitle],
          ['Departure', longDay(trip.departsOn)],
          ['Paid', formatNaira(paid)],
        ],
        paid > 0
          ? `Your booking is cancelled and its seats are released. We will refund what is due of the ` +
              `${formatNaira(paid)} you paid and send you a refund receipt.`
          : 'Your booking is cancelled and its seats are released. Nothing was paid on it.',
        [['Your booking', bookingUrl]],
      ),
    };
  },

  expired: ({ booking, trip, bookingUrl }) => ({
    to: booking.contact.email,
    ...composeMail(
      `Your booking ${booking.reference} has expired`,
      [
        ['Reference', booking.reference],
        ['Package', trip.packageTitle],
        ['Departure', longDay(trip.departsOn)],
      ],
      'The seats were not paid for in time and went back on sale. If you have paid, send the proof on ' +
        "your booking's page or to us on WhatsApp: we record it, and take your booking back while seats are left.",
      [['Your booking', bookingUrl]],
    ),
  }),

  linkSent: ({ booking, trip, bookingUrl }) => ({
    to: booking.contact.email,
    ...composeMail(
      `The link to your booking ${booking.reference}`,
      [
        ['Reference', booking.reference],
        ['Package', trip.packageTitle],
        ['Departure', longDay(trip.departsOn)],
      ],
      'You, or we for you, asked for the link to your booking again. It shows your booking, what is paid ' +
        'and how to pay the rest: keep it to yourself. If you did not ask for it, you can ignore this e-mail.',
      [['Your booking', bookingUrl]],
    ),
  }),

  bookingChanged: ({ booking, trip, bookingUrl }) => ({
    to: booking.contact.email,
    ...composeMail(
      `Your booking ${booking.reference} has changed`,
      [
        ...tripRows(booking, trip),
        ['Price', formatNaira(booking.amounts.total)],
        ['Paid', formatNaira(booking.amounts.paid)],
        ['Balance', formatNaira(booking.amounts.balance)],
      ],
      'We changed your booking as agreed with you: above is how it stands now. If anything is not as you ' +
        'asked, reply to this e-mail or call us.',
      [['Your booking', bookingUrl]],
    ),
  }),

  reinstated: ({ booking, trip, bookingUrl }) => ({
    to: booking.contact.email,
    ...composeMail(
      `Your booking ${booking.reference} is back`,
      [
        ...tripRows(booking, trip),
        ['Paid', formatNaira(booking.amounts.paid)],
        ['Balance', formatNaira(booking.amounts.balance)],
        ...(booking.status === 'held' ? ([['Held until', heldUntil(booking)]] as Row[]) : []),
      ],
      booking.status === 'held'
        ? `Your seats are held again until ${heldUntil(booking)}: pay ${formatNaira(booking.amounts.dueNow)} by then to keep them.`
        : 'Your seats are yours again.',
      [['Your booking', bookingUrl]],
    ),
  }),
};

/** The e-mails a visitor causes (a booking, a proof): to whatever address they typed. */
const VISITOR_CAUSED: ReadonlySet<string> = new Set<BookingMessageKind>([
  'bookingReceived',
  'proofReceived',
  'linkSent',
]);

/**
 * The e-mails bookings carry (every kind, from the composers given), with their private link. Those a
 * visitor causes go to one inbox at most `mailsPerInbox` a day: anyone may book in anyone's e-mail
 * address, and the agency must not be made to write to a stranger again and again (the booking is
 * made all the same; the e-mail is dropped, and the admin says so).
 */
export function bookingMails(
  cipher: DataCipher,
  { payments, bookings, channels }: Pick<Config, 'payments' | 'bookings' | 'channels'>,
  composers: BookingMailComposers,
): MailSource<StoredBooking> {
  const toOneInbox = createLimiter('booking-mails-to-inbox', bookings.mailsPerInbox);
  const bank = payments.bank;
  /** What a message about the booking is written from, read when it is sent. */
  async function contextOf(
    { document, entry }: Claimed<StoredBooking>,
    siteUrl: string,
  ): Promise<BookingMailContext> {
    const booking = { ...document, _id: document._id as Types.ObjectId };
    const trip = (await tripsOf([booking]))(booking);
    const bookingUrl = manageUrl(siteUrl, cipher.decrypt(booking.linkSealed, booking._id.toHexString()));
    return { booking, entry, trip, bookingUrl, siteUrl, bank, cipher };
  }
  return {
    name: 'booking',
    store: bookingOutbox,
    async refusal({ document, entry }) {
      if (!VISITOR_CAUSED.has(entry.kind)) return undefined;
      const { allowed } = await toOneInbox.hit(inboxOf(document.contact.email));
      return allowed
        ? undefined
        : `${bookings.mailsPerInbox.max} e-mails of bookings went to this address today already`;
    },
    async compose(claimed, siteUrl) {
      const composer = composers[claimed.entry.kind as BookingMessageKind];
      if (!composer) throw new Error(`No e-mail is written for a booking's ${claimed.entry.kind}`);
      return composer(await contextOf(claimed, siteUrl));
    },
    async composePhone(claimed, siteUrl) {
      const texts = BOOKING_PHONE_TEXTS[claimed.entry.kind as BookingMessageKind];
      const audience = claimed.entry.to ?? 'customer';
      const to =
        audience === 'agency'
          ? channels.whatsapp?.operator
          : internationalPhoneDigits(claimed.document.contact.phone);
      if (!texts || !to) return undefined;
      const context = await contextOf(claimed, siteUrl);
      const parameters = await texts.parameters(context);
      return {
        to,
        audience,
        parameters,
        sms: filled(texts.sms, parameters),
        ...(claimed.entry.channel === 'whatsapp' &&
          texts.document && { document: await texts.document(context) }),
      };
    },
    smsAllowed: ({ document, entry }) => entry.to === 'agency' || channelsOf(document).sms,
  };
}
