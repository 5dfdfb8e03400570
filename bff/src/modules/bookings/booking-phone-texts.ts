import { formatNaira, writtenDay } from '@safa/contract';
import { inLagos } from '../notifications/mail-text';
import { instalmentOf, receiptText } from '../payments/payment-mails';
import { findReceipt, receiptFileName, receiptPdf } from '../payments/receipt-pdf';
import { missingOf } from '../pilgrims/pilgrim-mails';
import { adminBookingUrl, type BookingMailContext } from './booking-message-context';
import type { BookingMessageKind } from './booking-messages';

/**
 * The words of a booking's messages to phones: each kind's WhatsApp template (its text is what Meta
 * approves, listed in bff/README.md; the BFF sends its name and parameters) and its SMS, a short text
 * with the same parameters. Parameters are the booking's facts and the names typed, never other words
 * a visitor typed.
 */
export interface PhoneTexts {
  /** The approved template's body, `{{1}}`… its parameters. */
  template: string;
  /** The SMS, with the same parameters (a stop link is added). */
  sms: string;
  parameters(context: BookingMailContext): string[] | Promise<string[]>;
  /** A file in the template's header (a receipt's PDF). */
  document?(context: BookingMailContext): Promise<{ bytes: Buffer; filename: string }>;
}

const firstName = ({ booking }: BookingMailContext) =>
  booking.contact.name.split(/\s+/)[0] ?? booking.contact.name;
const naira = (amount: number) => formatNaira(amount);

/** A balance's message: the customer's first name, the balance, the booking, its day and its page. */
const balanceParameters = (context: BookingMailContext) => [
  firstName(context),
  naira(context.booking.amounts.balance),
  context.booking.reference,
  writtenDay(context.trip.balanceDueOn),
  context.bookingUrl,
];

export const BOOKING_PHONE_TEXTS: Record<BookingMessageKind, PhoneTexts> = {
  bookingReceived: {
    template:
      'Hello {{1}}, thank you for booking {{2}} (departing {{3}}) with Safa Travels & Tours. Your reference is {{4}}. Pay the deposit of {{5}} by {{6}} to keep your seats. Your booking, how to pay and where to send the proof: {{7}} Reply STOP to stop WhatsApp messages.',
    sms: 'Safa Travels: booking {{4}} received. Pay {{5}} by {{6}} to keep your seats: {{7}}',
    parameters: (context) => [
      firstName(context),
      context.trip.packageTitle,
      writtenDay(context.trip.departsOn),
      context.booking.reference,
      naira(context.booking.amounts.depositDue),
      inLagos(context.booking.holdExpiresAt),
      context.bookingUrl,
    ],
  },
  proofReceived: {
    template:
      'Hello {{1}}, we received your proof of transfer for booking {{2}}. We check it against our bank statement and send your receipt once it is recorded; your seats stay held meanwhile. Your booking: {{3}} Reply STOP to stop WhatsApp messages.',
    sms: 'Safa Travels: proof for {{2}} received, we are checking it: {{3}}',
    parameters: (context) => [firstName(context), context.booking.reference, context.bookingUrl],
  },
  proofRefused: {
    template:
      'Hello {{1}}, we could not find the transfer of your proof for booking {{2}} on our account. Please send another proof on your booking’s page, or write to us here: {{3}} Reply STOP to stop WhatsApp messages.',
    sms: 'Safa Travels: we could not find your transfer for {{2}}. See: {{3}}',
    parameters: (context) => [firstName(context), context.booking.reference, context.bookingUrl],
  },
  receipt: {
    template:
      'Hello {{1}}, here is your receipt {{2}} for booking {{3}}: {{4}}. Balance now: {{5}}. Your booking: {{6}} Reply STOP to stop WhatsApp messages.',
    sms: 'Safa Travels: receipt {{2}} for {{3}}: {{4}}. Balance {{5}}. {{6}}',
    parameters: (context) => {
      const receipt = findReceipt(context.booking, context.entry.about);
      return [
        firstName(context),
        context.entry.about ?? '',
        context.booking.reference,
        receipt ? receiptText(receipt) : '',
        naira(receipt?.amounts.balance ?? context.booking.amounts.balance),
        context.bookingUrl,
      ];
    },
    async document({ booking, entry, trip }) {
      const receipt = findReceipt(booking, entry.about);
      if (!receipt) throw new Error(`No receipt ${entry.about} on booking ${booking.reference}`);
      return {
        bytes: await receiptPdf(booking, trip, receipt),
        filename: receiptFileName(receipt.movement.receiptNumber),
      };
    },
  },
  balanceReminder: {
    template:
      'Hello {{1}}, the balance of {{2}} for booking {{3}} is due on {{4}}. Pay by bank transfer with your booking reference as the narration, or by card on your booking’s page: {{5}} Reply STOP to stop WhatsApp messages.',
    sms: 'Safa Travels: balance {{2}} for {{3}} due {{4}}: {{5}}',
    parameters: balanceParameters,
  },
  balanceOverdue: {
    template:
      'Hello {{1}}, the balance of {{2}} for booking {{3}} was due on {{4}} and is not paid yet. Pay it on your booking’s page, or call us if you need more time: {{5}} Reply STOP to stop WhatsApp messages.',
    sms: 'Safa Travels: balance {{2}} for {{3}} was due {{4}}. Pay or call us: {{5}}',
    parameters: balanceParameters,
  },
  holdEnding: {
    template:
      'Hello {{1}}, your seats for booking {{2}} are held until {{3}}. Pay {{4}} before then to keep them: {{5}} Reply STOP to stop WhatsApp messages.',
    sms: 'Safa Travels: seats for {{2}} held until {{3}}. Pay {{4}} to keep them: {{5}}',
    parameters: (context) => [
      firstName(context),
      context.booking.reference,
      inLagos(context.booking.holdExpiresAt),
      naira(context.booking.amounts.dueNow),
      context.bookingUrl,
    ],
  },
  cancelled: {
    template:
      'Hello {{1}}, your booking {{2}} for {{3}} is cancelled and its seats released. {{4}} Your booking: {{5}} Reply STOP to stop WhatsApp messages.',
    sms: 'Safa Travels: booking {{2}} cancelled. {{4}} {{5}}',
    parameters: (context) => {
      const { paid } = context.booking.amounts;
      return [
        firstName(context),
        context.booking.reference,
        context.trip.packageTitle,
        paid > 0 ? `We will refund what is due of the ${naira(paid)} you paid.` : 'Nothing was paid on it.',
        context.bookingUrl,
      ];
    },
  },
  expired: {
    template:
      'Hello {{1}}, your booking {{2}} for {{3}} has expired: the seats were not paid for in time. If you have paid, send the proof on your booking’s page: {{4}} Reply STOP to stop WhatsApp messages.',
    sms: 'Safa Travels: booking {{2}} expired, unpaid. Paid already? Send the proof: {{4}}',
    parameters: (context) => [
      firstName(context),
      context.booking.reference,
      context.trip.packageTitle,
      context.bookingUrl,
    ],
  },
  bookingChanged: {
    template:
      'Hello {{1}}, we changed your booking {{2}} as agreed: {{3}}, departing {{4}}, {{5}} in all. Your booking: {{6}} Reply STOP to stop WhatsApp messages.',
    sms: 'Safa Travels: booking {{2}} changed: departs {{4}}, {{5}}. {{6}}',
    parameters: (context) => [
      firstName(context),
      context.booking.reference,
      context.trip.packageTitle,
      writtenDay(context.trip.departsOn),
      formatNaira(context.booking.amounts.total),
      context.bookingUrl,
    ],
  },
  reinstated: {
    template:
      'Hello {{1}}, your booking {{2}} is back. Your booking: {{3}} Reply STOP to stop WhatsApp messages.',
    sms: 'Safa Travels: booking {{2}} is back: {{3}}',
    parameters: (context) => [firstName(context), context.booking.reference, context.bookingUrl],
  },
  linkSent: {
    template:
      'Hello {{1}}, here is the link to your booking {{2}}. Keep it to yourself: it shows your booking. {{3}} Reply STOP to stop WhatsApp messages.',
    sms: 'Safa Travels: your booking {{2}}: {{3}}',
    parameters: (context) => [firstName(context), context.booking.reference, context.bookingUrl],
  },
  documentsMissing: {
    template:
      'Hello {{1}}, the travellers’ details and documents for booking {{2}} are due by {{3}}. Still to do: {{4}}. Complete them on your booking’s page: {{5}} Reply STOP to stop WhatsApp messages.',
    sms: 'Safa Travels: documents for {{2}} due {{3}}. Still to do: {{4}}. {{5}}',
    parameters: async (context) => {
      const missing = await missingOf(context);
      const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
      return [
        firstName(context),
        context.booking.reference,
        writtenDay(context.trip.documentsDueOn),
        missing.map(([name, what]) => `${name} (${items(what.split('; ').length)})`).join(', ') || 'nothing',
        context.bookingUrl,
      ];
    },
  },
  visaIssued: {
    template:
      'Hello {{1}}, the visa of {{2}} for booking {{3}} is issued. Your booking: {{4}} Reply STOP to stop WhatsApp messages.',
    sms: 'Safa Travels: visa of {{2}} ({{3}}) issued. {{4}}',
    parameters: (context) => [
      firstName(context),
      context.booking.travellers.find((traveller) => traveller.id.toHexString() === context.entry.about)
        ?.fullName ?? 'your traveller',
      context.booking.reference,
      context.bookingUrl,
    ],
  },
  departureReminder: {
    template:
      'Hello {{1}}, {{2}} leaves on {{3}}. Your booking {{4}} shows each traveller’s papers and anything still to do: {{5}} Reply STOP to stop WhatsApp messages.',
    sms: 'Safa Travels: {{2}} leaves {{3}}. Booking {{4}}: {{5}}',
    parameters: (context) => [
      firstName(context),
      context.trip.packageTitle,
      writtenDay(context.trip.departsOn),
      context.booking.reference,
      context.bookingUrl,
    ],
  },
  accountReady: {
    template:
      'Hello {{1}}, your booking {{2}} has its own account number: {{3}}, {{4}} ({{5}}). Every transfer to it is recorded on your booking by itself, any amount, any time; no proof to send. Due now: {{6}}. Your booking: {{7}} Reply STOP to stop WhatsApp messages.',
    sms: 'Safa Travels: pay booking {{2}} into {{3}} {{4}} ({{5}}). Due now {{6}}. {{7}}',
    parameters: (context) => [
      firstName(context),
      context.booking.reference,
      context.booking.virtualAccount?.accountNumber ?? '',
      context.booking.virtualAccount?.bankName ?? '',
      context.booking.virtualAccount?.accountName ?? '',
      naira(context.booking.amounts.dueNow),
      context.bookingUrl,
    ],
  },
  instalmentReminder: {
    template:
      'Hello {{1}}, your instalment of {{2}} for booking {{3}} is due on {{4}}. Pay it by transfer or by card on your booking’s page: {{5}} Reply STOP to stop WhatsApp messages.',
    sms: 'Safa Travels: instalment {{2}} for {{3}} due {{4}}: {{5}}',
    parameters: (context) => {
      const instalment = instalmentOf(context.booking, context.trip, context.entry.about);
      return [
        firstName(context),
        naira(instalment.left),
        context.booking.reference,
        writtenDay(instalment.dueOn),
        context.bookingUrl,
      ];
    },
  },
  bookingToAgency: {
    template:
      'New booking {{1}}: {{2}} on {{3}}, departing {{4}}. Total {{5}}. {{6}}, {{7}}. Open it: {{8}} (Safa Travels admin)',
    sms: 'New booking {{1}}: {{2}} on {{3}}. {{6}} {{7}}. {{8}}',
    parameters: (context) => [
      context.booking.reference,
      `${context.booking.travellers.length} ${context.booking.travellers.length === 1 ? 'traveller' : 'travellers'}`,
      context.trip.packageTitle,
      writtenDay(context.trip.departsOn),
      naira(context.booking.amounts.total),
      context.booking.contact.name,
      context.booking.contact.phone,
      adminBookingUrl(context.siteUrl, context.booking),
    ],
  },
  proofToAgency: {
    template:
      'Proof to check on {{1}} from {{2}}: {{3}} due now. Check it and record the payment: {{4}} (Safa Travels admin)',
    sms: 'Proof to check on {{1}} ({{3}} due): {{4}}',
    parameters: (context) => [
      context.booking.reference,
      context.booking.contact.name,
      naira(context.booking.amounts.dueNow),
      adminBookingUrl(context.siteUrl, context.booking, context.entry.about),
    ],
  },
  cardPaymentToAgency: {
    template: 'Card payment of {{1}} on {{2}}: {{3}}. Open it: {{4}} (Safa Travels admin)',
    sms: 'Card payment {{1}} on {{2}}: {{3}}. {{4}}',
    parameters: (context) => {
      const receipt = findReceipt(context.booking, context.entry.about);
      const toRefund = receipt?.amounts.toRefund ?? 0;
      return [
        naira(receipt?.movement.amount ?? 0),
        context.booking.reference,
        toRefund > 0 ? `${naira(toRefund)} to refund` : 'recorded, the customer has the receipt',
        adminBookingUrl(context.siteUrl, context.booking),
      ];
    },
  },
  refundToAgency: {
    template: 'To refund: {{1}} paid on {{2}}, which is now {{3}}. Open it: {{4}} (Safa Travels admin)',
    sms: 'To refund: {{1}} on {{2}} ({{3}}). {{4}}',
    parameters: (context) => [
      naira(context.booking.amounts.paid),
      context.booking.reference,
      context.booking.status,
      adminBookingUrl(context.siteUrl, context.booking),
    ],
  },
};

/** A text with its `{{n}}` filled from `parameters` (1-based). */
export const filled = (text: string, parameters: readonly string[]): string =>
  text.replace(/\{\{(\d+)\}\}/g, (_placeholder, index: string) => parameters[Number(index) - 1] ?? '');
