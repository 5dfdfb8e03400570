import { z } from 'zod';
import { UpstreamFailed } from '../../errors';

/** Paystack's answers, as far as the BFF reads them (https://paystack.com/docs/api/transaction/). */
const initializeAnswer = z.object({
  status: z.literal(true),
  data: z.object({ authorization_url: z.url(), reference: z.string() }),
});

/** Read leniently: a field Paystack sends in a shape not seen before never fails a payment it confirms. */
const verifyAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    status: z.string(),
    reference: z.string(),
    /** In kobo. */
    amount: z.coerce.number(),
    currency: z.string(),
    /** When it was paid: an ISO date as documented, but read as whatever comes (see `paidOnOf`). */
    paid_at: z.unknown(),
  }),
});
export type PaystackTransaction = z.infer<typeof verifyAnswer>['data'];

export interface PaystackClient {
  /** Starts a payment; answers the page where the customer pays. */
  initialize(transaction: {
    email: string;
    amountKobo: number;
    reference: string;
    callbackUrl: string;
  }): Promise<string>;
  /** How a payment ended, as Paystack says it. */
  verify(reference: string): Promise<PaystackTransaction>;
}

const TIMEOUT_MS = 15_000;

/** Paystack's API at `baseUrl` (its own unless PAYSTACK_BASE_URL says otherwise), with the secret key. */
export function paystackClient({
  secretKey,
  baseUrl,
}: {
  secretKey: string;
  baseUrl: string;
}): PaystackClient {
  async function call<T>(path: string, answer: z.ZodType<T>, body?: object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { Authorization: `Bearer ${secretKey}`, 'Content-Type': 'application/json' },
        ...(body && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new UpstreamFailed('The card payment service could not be reached: try again in a minute.');
    }
    const parsed = answer.safeParse(await response.json().catch(() => undefined));
    if (!response.ok || !parsed.success) {
      throw new UpstreamFailed('The card payment service did not answer as expected: try again in a minute.');
    }
    return parsed.data;
  }

  return {
    async initialize({ email, amountKobo, reference, callbackUrl }) {
      const { data } = await call('/transaction/initialize', initializeAnswer, {
        email,
        amount: amountKobo,
        currency: 'NGN',
        reference,
        callback_url: callbackUrl,
      });
      return data.authorization_url;
    },
    async verify(reference) {
      const { data } = await call(`/transaction/verify/${encodeURIComponent(reference)}`, verifyAnswer);
      return data;
    },
  };
}
