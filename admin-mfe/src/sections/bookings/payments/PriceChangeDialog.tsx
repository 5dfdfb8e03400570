import { zodResolver } from '@hookform/resolvers/zod';
import { type AdjustmentInput, type Booking, PROOF_LIMITS } from '@safa/contract';
import { formatNaira, Input, Select } from '@safa/shared-ui';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../common/FormDialog';
import { FormField } from '../../../common/FormField';
import { showRefusalsAt } from '../../../common/field-refusals';
import { FieldPair, WholeNumberInput } from '../../../common/form-layout';
import {
  DIRECTION_LABELS,
  NEW_PRICE_FORM,
  newPriceHint,
  PRICE_DIRECTIONS,
  PRICE_FIELDS,
  type PriceFormValues,
  priceFormSchema,
} from './price-form';
import { useAdjustPrice } from './usePayments';

interface PriceChangeDialogProps {
  booking: Booking;
  onClose: () => void;
}

/**
 * Changes a booking's price by an amount, down (a discount) or up, with the reason (the ledger shows
 * it); the new price is read back as it is typed, and the BFF's refusal (below ₦0) shows at the amount.
 */
export function PriceChangeDialog({ booking, onClose }: PriceChangeDialogProps) {
  const { register, handleSubmit, watch, setError, formState } = useForm<
    PriceFormValues,
    unknown,
    AdjustmentInput
  >({ resolver: zodResolver(priceFormSchema), defaultValues: NEW_PRICE_FORM });
  // Read while rendering, so that react-hook-form keeps it up to date (its form state is a proxy).
  const { errors, isDirty } = formState;
  const total = booking.amounts.total;
  const adjust = useAdjustPrice(showRefusalsAt(setError, PRICE_FIELDS, 'amount'));

  const save = handleSubmit(async (change) => {
    if (await adjust.run({ bookingId: booking.id, change })) onClose();
  });

  return (
    <FormDialog
      title="Change the price"
      description={`Booking ${booking.reference}, priced ${formatNaira(total)}`}
      what="this change of price"
      dirty={isDirty}
      saving={adjust.isPending}
      saveLabel="Change price"
      onSubmit={save}
      onClose={onClose}
    >
      <p>The price is {formatNaira(total)}.</p>
      <FieldPair>
        <FormField label="Change">
          {(control) => (
            <Select {...control} {...register('direction')}>
              {PRICE_DIRECTIONS.map((direction) => (
                <option key={direction} value={direction}>
                  {DIRECTION_LABELS[direction]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          label="By (₦)"
          hint={newPriceHint(total, { direction: watch('direction'), amount: watch('amount') })}
          error={errors.amount?.message}
        >
          {(control) => <WholeNumberInput min={1} {...control} {...register('amount')} />}
        </FormField>
      </FieldPair>
      <FormField label="Reason" hint="e.g. Early booking discount" error={errors.reason?.message}>
        {(control) => <Input maxLength={PROOF_LIMITS.noteMax} {...control} {...register('reason')} />}
      </FormField>
    </FormDialog>
  );
}
