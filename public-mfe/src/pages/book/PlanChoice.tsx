import { type OfferedPlan, PAYMENT_PLAN_LABELS, type PaymentPlan } from '@safa/contract';
import { Choice } from '../../components/forms/Choice';
import { fieldIdOf } from '../../components/forms/useFormFields';
import { PLAN_FIELD } from '../../forms/booking-form';

interface PlanChoiceProps {
  /** The plans the departure offers besides the deposit then the balance. */
  offered: readonly OfferedPlan[];
  chosen: string | undefined;
  onChoose: (plan: PaymentPlan) => void;
}

/** How the customer pays: the deposit then the balance (chosen unless they pick another), or a plan the departure offers. */
export function PlanChoice({ offered, chosen = 'deposit', onChoose }: PlanChoiceProps) {
  const plans: PaymentPlan[] = ['deposit', ...offered];
  return plans.map((plan, index) => (
    <Choice key={plan}>
      <input
        id={index === 0 ? fieldIdOf('booking', PLAN_FIELD) : undefined}
        type="radio"
        name={PLAN_FIELD}
        value={plan}
        checked={chosen === plan}
        onChange={() => onChoose(plan)}
      />
      <span>{PAYMENT_PLAN_LABELS[plan]}</span>
    </Choice>
  ));
}
