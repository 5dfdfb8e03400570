import {
  type Booking,
  ENDED_STATUSES,
  lagosToday,
  PAYMENT_MESSAGES,
  type Proof,
  paymentInputSchema,
  type RefundReason,
  refundInputSchema,
} from '@safa/contract';
import { formatNaira } from '@safa/shared-ui';
import { z } from 'zod';
import { checkedBy } from '../../../common/checked-by';
import { statusLabel } from '../booking-text';

/** The form keeps what is typed, as typed. */
export const moneyFormValuesSchema = z.object({
  amount: z.string(),
  method: z.string(),
  paidOn: z.string(),
  note: z.string(),
  /** A refund's reason; a payment has none. */
  reason: z.string(),
});
export type MoneyFormValues = z.infer<typeof moneyFormValuesSchema>;

/** The form's fields, where the contract's and the BFF's problems are shown. */
export const MONEY_FIELDS = ['amount', 'method', 'paidOn', 'note', 'reason'] as const satisfies ReadonlyArray<
  keyof MoneyFormValues
>;

/**
 * What the form records: money in for a booking (maybe the transfer a proof shows), or money back,
 * maybe with its reason and amount already known (what a cancelled booking had paid).
 */
export type MoneyTarget =
  | { kind: 'payment'; bookingId: string; proof?: Pick<Proof, 'id' | 'fileName'>; amount?: number }
  | { kind: 'refund'; bookingId: string; reason?: RefundReason; amount?: number };

/** A payment or refund as the BFF takes it. */
export type MoneyMovement =
  | { kind: 'payment'; body: z.output<typeof paymentInputSchema> }
  | { kind: 'refund'; body: z.output<typeof refundInputSchema> };

/**
 * A new form: paid today in Lagos, of the amount the target gives (what the booking has due now, or
 * what a cancelled booking had paid); a proof's payment was a transfer, else the operator says how; a
 * refund's reason as the target gives it, or the only one `reasons` leaves.
 */
export function newMoneyFormValues(
  target: MoneyTarget,
  reasons: readonly RefundReason[] = [],
): MoneyFormValues {
  const refund = target.kind === 'refund' ? target : undefined;
  return {
    amount: target.amount ? String(target.amount) : '',
    method: target.kind === 'payment' && target.proof ? 'transfer' : '',
    paidOn: lagosToday(),
    note: '',
    reason: refund?.reason ?? (reasons.length === 1 ? (reasons[0] ?? '') : ''),
  };
}

/** Money typed in a form, in the contract's terms; nothing typed stays missing (so "required" reads as such). */
export const typedMoney = (values: Pick<MoneyFormValues, 'amount' | 'method' | 'paidOn' | 'note'>) => ({
  amount: values.amount.trim() === '' ? undefined : Number(values.amount),
  method: values.method || undefined,
  paidOn: values.paidOn || undefined,
  ...(values.note.trim() && { note: values.note }),
});

/** What the form holds, checked and converted by the contract's rules for a payment or a refund. */
export const moneyFormSchema = (target: MoneyTarget) =>
  moneyFormValuesSchema.transform((values, context): MoneyMovement => {
    const fields = { bookingId: target.bookingId, ...typedMoney(values) };
    if (target.kind === 'refund') {
      const reason = values.reason || undefined;
      return { kind: 'refund', body: checkedBy(refundInputSchema, { ...fields, reason }, context) };
    }
    const proof = target.proof && { proofId: target.proof.id };
    return { kind: 'payment', body: checkedBy(paymentInputSchema, { ...fields, ...proof }, context) };
  });

/**
 * What the operator is told when a payment of `amount` (as typed) goes beyond what is left to pay:
 * it is recorded all the same, and what is beyond shows as money to refund (all of it, on a booking
 * that ended). Undefined while it does not.
 */
export function beyondBalanceWarning(
  { status, amounts }: Pick<Booking, 'status' | 'amounts'>,
  typed: string,
): string | undefined {
  const amount = Number(typed);
  if (typed.trim() === '' || !(amount > amounts.balance)) return undefined;
  const toRefund = formatNaira(amounts.toRefund + amount - amounts.balance);
  return ENDED_STATUSES.includes(status)
    ? `This booking is ${statusLabel(status).toLowerCase()}: ${toRefund} will show to refund, unless it is reinstated.`
    : `${PAYMENT_MESSAGES.moreThanBalance(amounts.balance)} ${toRefund} will show to refund.`;
}
