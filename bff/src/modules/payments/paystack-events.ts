import { z } from 'zod';
import type { Logger } from '../../logger';
import type { JobHandler } from '../jobs/job-queue';
import type { CardPayments } from './card-payments';

/** The kind of background job a Paystack charge event becomes. */
export const PAYSTACK_CHARGE_JOB = 'paystackCharge';

/** A Paystack event, as far as the BFF reads it (https://paystack.com/docs/payments/webhooks/). */
const eventSchema = z.object({
  event: z.string(),
  data: z.object({ id: z.union([z.number(), z.string()]).optional(), reference: z.string().min(1) }),
});

const chargeSchema = z.object({ reference: z.string().min(1) });

/**
 * The job a signed event asks for: a successful charge, keyed by Paystack's own id (so an event
 * delivered twice is one job); nothing for events the agency does not act on.
 */
export function chargeJobOf(
  body: unknown,
): { key: string; payload: z.infer<typeof chargeSchema> } | undefined {
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success || parsed.data.event !== 'charge.success') return undefined;
  const { id, reference } = parsed.data.data;
  return { key: `paystack:charge.success:${id ?? reference}`, payload: { reference } };
}

/**
 * Applies a stored charge event: the charge is verified with Paystack (the event's own figures are
 * not taken on trust) and recorded once. A failure to reach Paystack throws, for the job to be tried
 * again; a charge of no booking of ours is logged and done.
 */
export const paystackChargeHandler =
  (cards: CardPayments, logger: Logger): JobHandler =>
  async (payload) => {
    const { reference } = chargeSchema.parse(payload);
    const outcome = await cards.confirmByReference(reference);
    if (outcome === 'unknown') logger.warn({ reference }, 'Paystack reported a charge of no booking');
  };
