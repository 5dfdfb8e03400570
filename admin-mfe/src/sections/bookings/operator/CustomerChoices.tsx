import {
  MESSAGE_CHANNEL_LABELS,
  type OfferedPlan,
  PAYMENT_PLAN_LABELS,
  type PaymentPlan,
} from '@safa/contract';
import { FieldError } from '@safa/shared-ui';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Choice, Fieldset } from '../../../common/form-layout';

interface ChannelsFieldProps {
  register: (channel: 'whatsapp' | 'sms') => UseFormRegisterReturn;
  /** A landline: WhatsApp and SMS do not reach it, e-mail alone does. */
  unreachable: boolean;
}

/** The channels the customer chose besides e-mail, as the public form asks them. */
export function ChannelsField({ register, unreachable }: ChannelsFieldProps) {
  return (
    <Fieldset>
      <legend>Messages about this booking</legend>
      <p>
        Always by e-mail.{' '}
        {unreachable
          ? 'WhatsApp and SMS need a mobile number: with this one, e-mail alone.'
          : 'On a mobile number, also:'}
      </p>
      {(['whatsapp', 'sms'] as const).map((channel) => (
        <Choice key={channel}>
          <input type="checkbox" disabled={unreachable} {...register(channel)} />
          <span>{MESSAGE_CHANNEL_LABELS[channel]}</span>
        </Choice>
      ))}
    </Fieldset>
  );
}

interface PlanFieldProps {
  /** The plans the departure offers besides the deposit then the balance. */
  offered: readonly OfferedPlan[];
  field: UseFormRegisterReturn;
  error: string | undefined;
}

/** How the customer pays: the deposit then the balance, or a plan the departure offers. */
export function PlanField({ offered, field, error }: PlanFieldProps) {
  const errorId = useId();
  const plans: PaymentPlan[] = ['deposit', ...offered];
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <legend>How they pay</legend>
      {plans.map((plan) => (
        <Choice key={plan}>
          <input type="radio" value={plan} {...field} />
          <span>{PAYMENT_PLAN_LABELS[plan]}</span>
        </Choice>
      ))}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Fieldset>
  );
}

interface ConsentFieldProps {
  field: UseFormRegisterReturn;
  error: string | undefined;
}

/** The operator confirms the customer agreed to the privacy notice (Nigeria Data Protection Act 2023). */
export function ConsentField({ field, error }: ConsentFieldProps) {
  const errorId = useId();
  return (
    <div>
      <Choice>
        <input
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...field}
        />
        <span>The customer agreed to the privacy notice</span>
      </Choice>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
