import { lagosToday, paymentInputSchema, refundInputSchema } from '@safa/contract';
import { z } from 'zod';

/** The form keeps what is typed, as typed. */
export const moneyFormValuesSchema = z.object({
  amount: z.string(),
  method: z.string(),
  paidOn: z.string(),
  note: z.string(),
});
export type MoneyFormValues = z.infer<typeof moneyFormValuesSchema>;

/** The form's fields, where the contract's and the BFF's problems are shown. */
export const MONEY_FIELDS = ['amount', 'method', 'paidOn', 'note'] as const satisfies ReadonlyArray<
  keyof MoneyFormValues
>;

/** What the form records: money in for a booking (maybe the transfer a proof shows), or money back. */
export type MoneyTarget =
  | { kind: 'payment'; bookingId: string; proofId?: string }
  | { kind: 'refund'; bookingId: string };

/** A payment or refund as the BFF takes it. */
export type MoneyMovement =
  | { kind: 'payment'; body: z.output<typeof paymentInputSchema> }
  | { kind: 'refund'; body: z.output<typeof refundInputSchema> };

/** A new form: paid today in Lagos; a proof's payment was a transfer, else the operator says how. */
export const newMoneyFormValues = (target: MoneyTarget): MoneyFormValues => ({
  amount: '',
  method: target.kind === 'payment' && target.proofId ? 'transfer' : '',
  paidOn: lagosToday(),
  note: '',
});

/** What the form holds, in the contract's terms; nothing typed stays missing (so "required" reads as such). */
const typedFields = (values: MoneyFormValues, bookingId: string) => ({
  bookingId,
  amount: values.amount.trim() === '' ? undefined : Number(values.amount),
  method: values.method || undefined,
  paidOn: values.paidOn || undefined,
  ...(values.note.trim() && { note: values.note }),
});

/** Checks by `schema`, each problem at its field. */
function checkedBy<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  context: z.RefinementCtx,
): z.output<Schema> {
  const checked = schema.safeParse(input);
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
  return z.NEVER;
}

/** What the form holds, checked and converted by the contract's rules for a payment or a refund. */
export const moneyFormSchema = (target: MoneyTarget) =>
  moneyFormValuesSchema.transform((values, context): MoneyMovement => {
    const fields = typedFields(values, target.bookingId);
    if (target.kind === 'refund') {
      return { kind: 'refund', body: checkedBy(refundInputSchema, fields, context) };
    }
    const proof = target.proofId && { proofId: target.proofId };
    return { kind: 'payment', body: checkedBy(paymentInputSchema, { ...fields, ...proof }, context) };
  });
