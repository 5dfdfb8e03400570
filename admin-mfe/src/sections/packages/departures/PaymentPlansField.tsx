import { OFFERED_PLANS, PAYMENT_PLAN_LABELS } from '@safa/contract';
import { FieldError } from '@safa/shared-ui';
import type { UseFormRegister } from 'react-hook-form';
import { Choice, Fieldset } from '../../../common/form-layout';
import type { DepartureFormValues } from './departure-form';

const ERROR_ID = 'departure-plans-error';

interface PaymentPlansFieldProps {
  register: UseFormRegister<DepartureFormValues>;
  /** The contract's or the BFF's problem with the plans, if any. */
  error: string | undefined;
}

/** The payment plans a departure offers besides the deposit then the balance, each ticked or not. */
export function PaymentPlansField({ register, error }: PaymentPlansFieldProps) {
  return (
    <Fieldset aria-describedby={error ? ERROR_ID : undefined}>
      <legend>Payment plans offered</legend>
      <p>None ticked: the deposit, then the balance by its day.</p>
      {OFFERED_PLANS.map((plan) => (
        <Choice key={plan}>
          <input type="checkbox" value={plan} {...register('plans')} />
          <span>{PAYMENT_PLAN_LABELS[plan]}</span>
        </Choice>
      ))}
      {error ? <FieldError id={ERROR_ID}>{error}</FieldError> : null}
    </Fieldset>
  );
}
