import { lagosToday, PROOF_LIMITS } from '@safa/contract';
import { formatNaira, Input } from '@safa/shared-ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../common/FormField';
import { Choice, FieldPair, Fieldset, WholeNumberInput } from '../../../common/form-layout';
import { MethodField } from '../payments/MethodField';

type PaidNowField = 'given' | 'amount' | 'method' | 'paidOn' | 'note';

interface PaidNowFieldsProps {
  register: (field: PaidNowField) => UseFormRegisterReturn;
  /** react-hook-form's errors of what was paid. */
  errors: Partial<Record<PaidNowField, { message?: string }>> | undefined;
  /** Whether the customer paid as they booked: the money's fields show then. */
  given: boolean;
  /** The deposit the booking comes to, once its room and travellers are chosen. */
  depositDue: number | undefined;
}

/** What the customer handed over as they booked, recorded with its receipt as the booking is made. */
export function PaidNowFields({ register, errors, given, depositDue }: PaidNowFieldsProps) {
  return (
    <Fieldset>
      <legend>Paid now</legend>
      <Choice>
        <input type="checkbox" {...register('given')} />
        <span>The customer paid as they booked</span>
      </Choice>
      {given ? (
        <>
          <FieldPair>
            <FormField
              label="Amount (₦)"
              hint={depositDue === undefined ? undefined : `Deposit due ${formatNaira(depositDue)}`}
              error={errors?.amount?.message}
            >
              {(control) => <WholeNumberInput min={1} {...control} {...register('amount')} />}
            </FormField>
            <MethodField field={register('method')} error={errors?.method?.message} />
          </FieldPair>
          <FormField label="Paid on" error={errors?.paidOn?.message}>
            {(control) => <Input type="date" max={lagosToday()} {...control} {...register('paidOn')} />}
          </FormField>
          <FormField
            label="Note"
            hint="Optional: the bank, a teller or transfer reference"
            error={errors?.note?.message}
          >
            {(control) => <Input maxLength={PROOF_LIMITS.noteMax} {...control} {...register('note')} />}
          </FormField>
        </>
      ) : null}
    </Fieldset>
  );
}
