import { z } from 'zod';
import type { Logger } from '../../logger';
import type { JobHandler } from '../jobs/job-queue';
import type { CardPayments } from './card-payments';
import type { VirtualAccounts } from './virtual-accounts';

/** The kind of background job a Paystack charge event becomes. */
export const PAYSTACK_CHARGE_JOB = 'paystackCharge';

/** A Paystack event, as far as the BFF reads it (https://paystack.com/docs/payments/webhooks/). */
const eventSchema = z.object({
  event: z.string(),
  data: z.object({
    id: z.union([z.number(), z.string()]).optional(),
    reference: z.string().min(1),
    channel: z.string().optional(),
  }),
});

const chargeSchema = z.object({ reference: z.string().min(1), channel: z.string().optional() });

/** The channel of a transfer to a booking's own account (https://paystack.com/docs/payments/dedicated-virtual-accounts/). */
const TRANSFER_CHANNEL = 'dedicated_nuban';

/**
 * The job a signed event asks for: a successful charge, keyed by Paystack's own id (so an event
 * delivered twice is one job); nothing for events the agency does not act on.
 */
export function chargeJobOf(
  body: unknown,
): { key: string; payload: z.infer<typeof chargeSchema> } | undefined {
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success || parsed.data.event !== 'charge.success') return undefined;
  const { id, reference, channel } = parsed.data.data;
  return {
    key: `paystack:charge.success:${id ?? reference}`,
    payload: { reference, ...(channel && { channel }) },
  };
}

/**
 * Applies a stored charge event: the charge is verified with Paystack (the event's own figures are
 * not taken on trust) and recorded once, as a card payment or, to a booking's own account, a transfer.
 * A failure to reach Paystack throws, for the job to be tried again; a charge of no booking of ours is
 * logged and done.
 */
export const paystackChargeHandler =
  (cards: CardPayments, accounts: VirtualAccounts | undefined, logger: Logger): JobHandler =>
  async (payload) => {
    const { reference, channel } = chargeSchema.parse(payload);
    if (channel === TRANSFER_CHANNEL) {
      if (accounts) await accounts.recordTransfer(reference);
      else logger.warn({ reference }, 'a transfer to a booking’s account arrived while PAYSTACK_DVA is off');
      return;
    }
    const outcome = await cards.confirmByReference(reference);
    if (outcome === 'unknown') logger.warn({ reference }, 'Paystack reported a charge of no booking');
  };
