import { z } from 'zod';
import { type BookingStatus, bookingStatusSchema, ENDED_STATUSES } from './booking-status';
import {
  calendarDay,
  linkTokenValue,
  NAIRA_MAX,
  nairaSchema,
  objectIdSchema,
  requiredText,
  timestampSchema,
} from './common';
import { lagosToday } from './lagos-calendar';
import { formatNaira } from './money';

export const PAYMENT_METHODS = ['transfer', 'cash', 'card'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Choose how it was paid.' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** What a booking's ledger holds: money in, money out, and changes of its price. */
export const LEDGER_KINDS = ['payment', 'refund', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Why money goes back, which decides how much may: an over-payment (up to what was paid beyond the
 * price), a reduction of the price (recorded with it: nothing becomes due), or a booking that ended
 * (cancelled or expired: up to what is paid).
 */
export const REFUND_REASONS = ['overpayment', 'price_reduction', 'booking_ended'] as const;
export const refundReasonSchema = z.enum(REFUND_REASONS, { error: 'Say why the money goes back.' });
export type RefundReason = z.infer<typeof refundReasonSchema>;

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  overpayment: 'Over-payment returned',
  price_reduction: 'Price reduced',
  booking_ended: 'Booking cancelled or expired',
};

/**
 * A transfer proof: a picture or a PDF, up to 10 MB; its file kept `retentionDays` after its booking
 * ended (cancelled or expired), as the privacy notice says (the BFF's PROOF_RETENTION_DAYS, by default).
 */
export const PROOF_LIMITS = { bytes: 10 * 1024 * 1024, noteMax: 500, retentionDays: 90 } as const;

export const PAYMENT_MESSAGES = {
  refundTooLarge: (paid: number) => `A refund cannot be more than what is paid (${formatNaira(paid)}).`,
  /** A warning, not a refusal: what is recorded beyond the balance shows as money to refund. */
  moreThanBalance: (balance: number) => `This is more than the balance of ${formatNaira(balance)}.`,
  overpaymentTooLarge: (toRefund: number) =>
    toRefund > 0
      ? `Only ${formatNaira(toRefund)} was paid beyond the price.`
      : 'Nothing was paid beyond the price: to give money back, reduce the price.',
  reductionTooLarge: (limit: number) => `The price can be reduced by at most ${formatNaira(limit)} here.`,
  refundReasonEnded: 'This booking has ended: its refund is of a booking cancelled or expired.',
  refundReasonActive:
    'This booking is not cancelled or expired: say whether it is an over-payment or a reduction.',
  priceBelowZero: (total: number) => `The price cannot go below ₦0 (it is ${formatNaira(total)}).`,
  proofOfAnotherBooking: 'This proof belongs to another booking.',
  proofAlreadyChecked: 'This proof was checked already.',
  cardsOff: 'Card payments are not available: pay by bank transfer.',
  nothingDue: 'Nothing is due on this booking.',
  notPayable: 'This booking can no longer be paid.',
  cardNotPaid: 'The card payment did not go through: nothing was charged.',
  proofTooLarge: 'A proof can be at most 10 MB.',
  returnNotValid:
    'This way back from the card payment was used already or has expired: open your booking from the link we sent you.',
  proofStorageFull: 'We cannot take more proofs here just now: please send it to us on WhatsApp.',
  cardAmountTooSmall: (minimum: number) => `A card payment is at least ${formatNaira(minimum)}.`,
  cardAmountTooLarge: (balance: number) => `At most ${formatNaira(balance)} is left to pay.`,
  planNotOffered: 'This departure does not offer that plan.',
} as const;

/** What the operator records: money in (a payment) or out (a refund), in whole naira. */
const moneyMovementFields = {
  bookingId: objectIdSchema,
  amount: nairaSchema('The amount', { min: 1 }),
  method: paymentMethodSchema,
  // The agency's today: in its first hour a Lagos day is still tomorrow in UTC.
  paidOn: calendarDay('The payment date').refine((day) => day <= lagosToday(), {
    error: 'The payment date cannot be in the future.',
  }),
  note: z
    .string()
    .trim()
    .max(PROOF_LIMITS.noteMax, { error: `A note is at most ${PROOF_LIMITS.noteMax} characters.` })
    .optional(),
};

export const paymentInputSchema = z.strictObject({
  ...moneyMovementFields,
  /** The transfer proof this payment was checked against: it is checked with it. */
  proofId: objectIdSchema.optional(),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;

export const refundInputSchema = z.strictObject({ ...moneyMovementFields, reason: refundReasonSchema });
export type RefundInput = z.input<typeof refundInputSchema>;

/** A change of a booking's price (a discount, a change of room or fee), with its reason. */
export const adjustmentInputSchema = z.strictObject({
  amount: z
    .int({ error: 'The change must be a whole number of naira.' })
    .refine((amount) => amount !== 0, { error: 'The change cannot be 0.' })
    .refine((amount) => Math.abs(amount) <= NAIRA_MAX, { error: 'The change is too large.' }),
  reason: requiredText('Say why the price changes.', PROOF_LIMITS.noteMax),
});
export type AdjustmentInput = z.input<typeof adjustmentInputSchema>;

/** Why the operator did not find a proof's money, for the customer. */
export const proofRefusalSchema = z.strictObject({
  note: requiredText('Say what was not found, for the customer.', PROOF_LIMITS.noteMax),
});

const entryFields = { id: z.string(), recordedAt: timestampSchema };

/** Money in or out, with the receipt issued for it. */
const moneyEntryFields = {
  ...entryFields,
  amount: z.number().int(),
  method: paymentMethodSchema,
  paidOn: z.string(),
  note: z.string().optional(),
  /** `SAFA-2026-000123`: sequential per year. */
  receiptNumber: z.string(),
};

/** An entry of a booking's ledger, in whole naira: a payment, a refund, or a change of its price. */
export const ledgerEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('payment'), ...moneyEntryFields }),
  z.object({ kind: z.literal('refund'), ...moneyEntryFields, reason: refundReasonSchema }),
  z.object({
    kind: z.literal('adjustment'),
    ...entryFields,
    /** Added to the price: negative for a discount. */
    amount: z.number().int(),
    reason: z.string(),
  }),
]);
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
/** A payment or a refund: an entry with a receipt. */
export type MoneyEntry = Extract<LedgerEntry, { kind: 'payment' | 'refund' }>;

/** A transfer proof a customer uploaded through their booking's link. */
export const proofSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: timestampSchema,
  checkedAt: timestampSchema.optional(),
  /** When the operator did not find its money, and what they told the customer. */
  refusedAt: timestampSchema.optional(),
  refusal: z.string().optional(),
  /** When its file was deleted (kept a set time after its booking ended; see the privacy notice). */
  removedAt: timestampSchema.optional(),
});
export type Proof = z.infer<typeof proofSchema>;

/** A proof the operator has neither checked nor refused: its booking waits for it (stored or answered). */
export const isWaitingProof = (proof: { checkedAt?: unknown; refusedAt?: unknown }): boolean =>
  !proof.checkedAt && !proof.refusedAt;

/** The reasons money may go back for, as a booking stands: an ended booking's, else an over-payment or a reduction. */
export const refundReasonsFor = (status: BookingStatus): RefundReason[] =>
  ENDED_STATUSES.includes(status) ? ['booking_ended'] : ['overpayment', 'price_reduction'];

/** Where and how to pay by bank transfer: the agency's account, the booking's reference as narration. */
export const payToSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  narration: z.string(),
  amount: z.number().int(),
  /**
   * The booking's own account (a Paystack dedicated account): every transfer to it is recorded by
   * itself, whatever the amount; no proof is needed.
   */
  dedicated: z.boolean(),
});
export type PayTo = z.infer<typeof payToSchema>;

export const receiptQuerySchema = z.strictObject({
  number: z.string().regex(/^SAFA-\d{4}-\d{6}$/, { error: 'A receipt number is like SAFA-2026-000123.' }),
});

/** The private link, in a body (a POST's token never goes in an address, where logs would keep it). */
export const linkTokenSchema = z.strictObject({
  token: linkTokenValue,
});

/** A card payment to start: of `amount` naira (from a minimum up to the balance), else of what is due now. */
export const cardPaymentInputSchema = linkTokenSchema.extend({
  amount: nairaSchema('The amount', { min: 1 }).optional(),
});

export const cardPaymentStartedSchema = z.object({
  /** Paystack's page where the customer pays; it comes back to the booking's page. */
  authorizationUrl: z.string(),
});

const cardReferenceSchema = z
  .string()
  .regex(/^SAFA-[2-9A-Z]{5}-\d{1,4}$/, { error: 'This card payment is not known.' });

export const cardVerificationSchema = linkTokenSchema.extend({ reference: cardReferenceSchema });

/**
 * The way back from Paystack: the one-time code of the card payment (in its callback address instead
 * of the private link, which never leaves the site) and the payment's reference.
 */
export const cardReturnSchema = z.strictObject({
  code: z.string().regex(/^[\w-]{20,100}$/, { error: PAYMENT_MESSAGES.returnNotValid }),
  reference: cardReferenceSchema,
});

/** The private link's token, for the page the customer came back to. */
export const cardReturnedSchema = z.object({ token: z.string() });

/**
 * What the dashboard says of payments: proofs waiting to be checked, money to give back (or keep by
 * reinstating the booking), balances past their day.
 */
export const paymentsSummarySchema = z.object({
  proofsToCheck: z.number().int().min(0),
  /** The transfer proofs kept, against their cap (PROOF_STORAGE_MAX_MB): new ones are refused at the cap. */
  proofStorage: z.object({ usedBytes: z.number().int().min(0), maxBytes: z.number().int().min(1) }),
  toRefund: z.array(
    z.object({
      bookingId: z.string(),
      reference: z.string(),
      name: z.string(),
      status: bookingStatusSchema,
      amount: z.number().int().min(1),
    }),
  ),
  overdueBalances: z.array(
    z.object({
      bookingId: z.string(),
      reference: z.string(),
      name: z.string(),
      phone: z.string(),
      balance: z.number().int(),
      /** What is overdue: the balance, or the instalments of a monthly plan whose days passed. */
      overdue: z.number().int(),
      /** The day the earliest of it was due. */
      dueOn: z.string(),
      /** A WhatsApp chat with the customer, the reminder written; absent for a number not understood. */
      whatsApp: z.string().optional(),
    }),
  ),
});
export type PaymentsSummary = z.infer<typeof paymentsSummarySchema>;
