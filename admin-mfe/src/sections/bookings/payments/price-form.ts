import { adjustmentInputSchema } from '@safa/contract';
import { formatNaira } from '@safa/shared-ui';
import { z } from 'zod';
import { checkedBy } from '../../../common/checked-by';

/**
 * Whether the price goes down (a discount) or up: chosen apart from the amount, which is typed
 * without a sign (a phone's number pad has none).
 */
export const PRICE_DIRECTIONS = ['down', 'up'] as const;
export type PriceDirection = (typeof PRICE_DIRECTIONS)[number];

export const DIRECTION_LABELS: Record<PriceDirection, string> = {
  down: 'Lower the price (a discount)',
  up: 'Raise the price',
};

/** The form keeps what is typed, as typed. */
export const priceFormValuesSchema = z.object({
  direction: z.enum(PRICE_DIRECTIONS),
  amount: z.string(),
  reason: z.string(),
});
export type PriceFormValues = z.infer<typeof priceFormValuesSchema>;

/** The form's fields, where the contract's and the BFF's problems are shown. */
export const PRICE_FIELDS = ['amount', 'reason'] as const satisfies ReadonlyArray<keyof PriceFormValues>;

export const NEW_PRICE_FORM: PriceFormValues = { direction: 'down', amount: '', reason: '' };

/** A change as typed, with its sign; undefined while nothing is typed. */
function signedChange({ direction, amount }: Pick<PriceFormValues, 'direction' | 'amount'>) {
  if (amount.trim() === '') return undefined;
  const typed = Number(amount);
  return direction === 'down' ? -typed : typed;
}

/** The change of price as the BFF takes it (negative for a discount), checked by the contract. */
export const priceFormSchema = priceFormValuesSchema.transform((values, context) => {
  if (Number(values.amount) < 0) {
    context.addIssue({
      code: 'custom',
      path: ['amount'],
      message: 'Type the amount without a sign: choose above whether the price goes down or up.',
    });
    return z.NEVER;
  }
  return checkedBy(adjustmentInputSchema, { amount: signedChange(values), reason: values.reason }, context);
});

/** The price once changed as typed ('New price ₦20,850,000'); undefined while no change is typed. */
export function newPriceHint(total: number, values: Pick<PriceFormValues, 'direction' | 'amount'>) {
  const change = signedChange(values);
  return change !== undefined && Number.isSafeInteger(change) && change !== 0
    ? `New price ${formatNaira(total + change)}`
    : undefined;
}
