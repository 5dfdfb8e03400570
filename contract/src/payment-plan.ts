import { z } from 'zod';
import { addMonths } from './lagos-calendar';

/**
 * How a booking is paid: the deposit then the balance by its day (`deposit`, as every booking is
 * unless it chose otherwise), the deposit then monthly instalments until the balance's day
 * (`monthly`), or any amount at any time until then (`flexible`, "save at your pace"). A departure
 * offers the plans besides `deposit` it takes; the customer picks one at booking or later.
 */
export const PAYMENT_PLANS = ['deposit', 'monthly', 'flexible'] as const;
export const paymentPlanSchema = z.enum(PAYMENT_PLANS, { error: 'Choose how to pay.' });
export type PaymentPlan = z.infer<typeof paymentPlanSchema>;

/** The plans a departure may offer besides paying the deposit then the balance. */
export const OFFERED_PLANS = ['monthly', 'flexible'] as const;
export const offeredPlanSchema = z.enum(OFFERED_PLANS);
export type OfferedPlan = z.infer<typeof offeredPlanSchema>;

export const PAYMENT_PLAN_LABELS: Record<PaymentPlan, string> = {
  deposit: 'Deposit now, the balance by its due date',
  monthly: 'Deposit now, then monthly instalments',
  flexible: 'Save at your pace: any amount, any time, until the balance date',
};

/** The customer's choice of plan, later than at booking. */
export const planChoiceSchema = z.strictObject({ plan: paymentPlanSchema });

/** One payment of a schedule: how much, by when. */
export const instalmentSchema = z.object({
  dueOn: z.string(),
  amount: z.number().int(),
  /** What the payments so far cover of it, in order: the earliest first. */
  paid: z.number().int(),
  status: z.enum(['paid', 'due', 'overdue', 'upcoming']),
});
export type Instalment = z.infer<typeof instalmentSchema>;

export const scheduleSchema = z.object({
  plan: paymentPlanSchema,
  instalments: z.array(instalmentSchema),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** What a schedule is made from: the price now, its deposit, the day it was booked and the balance's day. */
export interface ScheduleBasis {
  plan: PaymentPlan;
  total: number;
  depositDue: number;
  bookedOn: string;
  balanceDueOn: string;
}

/**
 * The payments a plan asks for, in whole naira, the deposit first (due the day it was booked): the
 * balance by its day; or in monthly instalments on the booking's day of each month before the
 * balance's day and the last on it, equal but for the naira left over, which the last carries; or
 * (flexible) the rest by the balance's day, in any amounts.
 */
export function planned({
  plan,
  total,
  depositDue,
  bookedOn,
  balanceDueOn,
}: ScheduleBasis): Array<{ dueOn: string; amount: number }> {
  const deposit = Math.min(depositDue, total);
  const rest = total - deposit;
  const first = deposit > 0 ? [{ dueOn: bookedOn, amount: deposit }] : [];
  if (rest <= 0) return first;
  if (plan !== 'monthly') return [...first, { dueOn: balanceDueOn, amount: rest }];
  const days: string[] = [];
  for (let month = 1; addMonths(bookedOn, month) < balanceDueOn; month += 1)
    days.push(addMonths(bookedOn, month));
  days.push(balanceDueOn);
  const each = Math.floor(rest / days.length);
  const monthly = days.map((dueOn, index) => ({
    dueOn,
    amount: index === days.length - 1 ? rest - each * (days.length - 1) : each,
  }));
  // A balance of fewer naira than months: nothing is asked on the months that would take none.
  return [...first, ...monthly.filter(({ amount }) => amount > 0)];
}

/**
 * A schedule with what is paid filling its instalments in order (paying ahead fills the next):
 * each paid, overdue (its day passed, not all paid), due (the first not paid, its day to come) or upcoming.
 */
export function scheduleOf(basis: ScheduleBasis, paid: number, today: string): Schedule {
  let left = paid;
  let dueFound = false;
  const instalments = planned(basis).map(({ dueOn, amount }) => {
    const covered = Math.min(amount, Math.max(0, left));
    left -= covered;
    let status: Instalment['status'] = 'upcoming';
    if (covered === amount) status = 'paid';
    else if (dueOn < today) status = 'overdue';
    else if (!dueFound) {
      status = 'due';
      dueFound = true;
    }
    return { dueOn, amount, paid: covered, status };
  });
  return { plan: basis.plan, instalments };
}
