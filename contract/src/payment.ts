import { z } from 'zod';
import { calendarDay, nairaSchema, objectIdSchema, timestampSchema } from './common';
import { formatNaira } from './money';
import { lagosToday } from './rules';

export const PAYMENT_METHODS = ['transfer', 'cash', 'card'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Choose how it was paid.' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** A transfer proof: a picture or a PDF, up to 10 MB. */
export const PROOF_LIMITS = { bytes: 10 * 1024 * 1024, noteMax: 500 } as const;

export const PAYMENT_MESSAGES = {
  refundTooLarge: (paid: number) => `A refund cannot be more than what is paid (${formatNaira(paid)}).`,
  moreThanBalance: (balance: number) => `This is more than the balance of ${formatNaira(balance)}.`,
  cardsOff: 'Card payments are not available: pay by bank transfer.',
  nothingDue: 'Nothing is due on this booking.',
  notPayable: 'This booking can no longer be paid.',
  cardNotPaid: 'The card payment did not go through: nothing was charged.',
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

export const refundInputSchema = z.strictObject(moneyMovementFields);
export type RefundInput = z.input<typeof refundInputSchema>;

/** A payment or refund recorded on a booking, with the receipt issued for it. */
export const paymentSchema = z.object({
  id: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  amount: z.number().int(),
  method: paymentMethodSchema,
  paidOn: z.string(),
  note: z.string().optional(),
  /** `SAFA-2026-000123`: sequential per year. */
  receiptNumber: z.string(),
  recordedAt: timestampSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

/** A transfer proof a customer uploaded through their booking's link. */
export const proofSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: timestampSchema,
  checkedAt: timestampSchema.optional(),
});
export type Proof = z.infer<typeof proofSchema>;

/** Where and how to pay by bank transfer: the agency's account, the booking's reference as narration. */
export const payToSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  narration: z.string(),
  amount: z.number().int(),
});
export type PayTo = z.infer<typeof payToSchema>;

export const receiptQuerySchema = z.strictObject({
  number: z.string().regex(/^SAFA-\d{4}-\d{6}$/, { error: 'A receipt number is like SAFA-2026-000123.' }),
});

/** The private link, in a body (a POST's token never goes in an address, where logs would keep it). */
export const linkTokenSchema = z.strictObject({
  token: z.string().regex(/^[\w-]{20,100}$/, { error: 'This booking link is not valid.' }),
});

export const cardPaymentStartedSchema = z.object({
  /** Paystack's page where the customer pays; it comes back to the booking's page. */
  authorizationUrl: z.string(),
});

export const cardVerificationSchema = linkTokenSchema.extend({
  reference: z.string().regex(/^SAFA-[2-9A-Z]{5}-\d{1,4}$/, { error: 'This card payment is not known.' }),
});

/** What the dashboard says of payments: proofs waiting to be checked, balances past their day. */
export const paymentsSummarySchema = z.object({
  proofsToCheck: z.number().int().min(0),
  overdueBalances: z.array(
    z.object({
      bookingId: z.string(),
      reference: z.string(),
      name: z.string(),
      phone: z.string(),
      balance: z.number().int(),
      dueOn: z.string(),
      /** A WhatsApp chat with the customer, the reminder written; absent for a number not understood. */
      whatsApp: z.string().optional(),
    }),
  ),
});
export type PaymentsSummary = z.infer<typeof paymentsSummarySchema>;
