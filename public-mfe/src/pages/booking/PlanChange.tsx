import { call } from '@safa/api-client';
import { type BookingView, PAYMENT_PLAN_LABELS, type PaymentPlan } from '@safa/contract';
import { useSWRConfig } from 'swr';
import { bookingKeyOf, useDepartures } from '../../api/queries';
import { AnsweredForm } from '../../components/forms/AnsweredForm';
import { Choice } from '../../components/forms/Choice';
import type { SendFeedback } from '../../components/forms/feedback';
import { useFormFields } from '../../components/forms/useFormFields';
import { PLAN_CHOICE_FIELD, paymentCarries, planChoiceForm } from '../../forms/payment-forms';

const FEEDBACK: SendFeedback = {
  success: {
    title: 'Payment plan changed',
    text: 'Your payment schedule follows your new plan.',
    tone: 'success',
  },
  failure: (serverText) => ({
    title: 'Your plan was not changed',
    text: serverText ?? 'Something went wrong. Please try again, or call us.',
    tone: 'error',
  }),
};

/**
 * Choosing another way to pay, among the plans the booking's departure offers (nothing when it offers
 * none besides the deposit then the balance): a plain form, with the app sent in place and the
 * schedule shown anew.
 */
export function PlanChange({ booking, token }: { booking: BookingView; token: string }) {
  const { data: departures } = useDepartures(booking.trip.packageId);
  const { mutate } = useSWRConfig();
  const fields = useFormFields({ [PLAN_CHOICE_FIELD]: booking.schedule.plan, website: '' }, 'plan');
  const offered = departures?.find((departure) => departure.id === booking.trip.departureId)?.plans ?? [];
  if (offered.length === 0) return null;
  const plans: PaymentPlan[] = ['deposit', ...offered];
  const carries = paymentCarries(token);
  const request = async () => {
    const changed = await call(planChoiceForm.endpoint, {
      query: planChoiceForm.query?.(carries) ?? carries,
      body: planChoiceForm.body(fields.values),
    });
    await mutate(bookingKeyOf(token), changed, { revalidate: false });
    return { message: `You now pay: ${PAYMENT_PLAN_LABELS[changed.schedule.plan].toLowerCase()}.` };
  };
  return (
    <>
      <h3 id="plan-change-heading">Change how you pay</h3>
      <AnsweredForm
        form="plan"
        fields={fields}
        feedback={FEEDBACK}
        request={request}
        carries={carries}
        labelledBy="plan-change-heading"
        submitLabel="Change my plan"
      >
        {plans.map((plan) => (
          <Choice key={plan}>
            <input
              type="radio"
              name={PLAN_CHOICE_FIELD}
              value={plan}
              checked={fields.values[PLAN_CHOICE_FIELD] === plan}
              onChange={() => fields.set(PLAN_CHOICE_FIELD, plan)}
            />
            <span>{PAYMENT_PLAN_LABELS[plan]}</span>
          </Choice>
        ))}
      </AnsweredForm>
    </>
  );
}
