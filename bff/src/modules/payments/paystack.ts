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
    /** `card`, or `dedicated_nuban` for a transfer to a dedicated account. */
    channel: z.string().optional(),
    customer: z.object({ customer_code: z.string() }).optional(),
  }),
});

const customerAnswer = z.object({ status: z.literal(true), data: z.object({ customer_code: z.string() }) });

const dedicatedAccountAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    account_number: z.string(),
    account_name: z.string(),
    bank: z.object({ name: z.string() }),
  }),
});

/** An account number of the booking's own, as Paystack made it. */
export interface DedicatedAccount {
  customerCode: string;
  accountNumber: string;
  accountName: string;
  bankName: string;
}
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
  /**
   * A customer and their dedicated account at `preferredBank` (`POST /customer`, then
   * `POST /dedicated_account`): Paystack answers the same customer for the same e-mail.
   */
  createDedicatedAccount(customer: {
    email: string;
    firstName: string;
    lastName: string;
    phone: string;
    preferredBank: string;
  }): Promise<DedicatedAccount>;
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
    async createDedicatedAccount({ email, firstName, lastName, phone, preferredBank }) {
      const customer = await call('/customer', customerAnswer, {
        email,
        first_name: firstName,
        last_name: lastName,
        phone,
      });
      const { data } = await call('/dedicated_account', dedicatedAccountAnswer, {
        customer: customer.data.customer_code,
        preferred_bank: preferredBank,
      });
      return {
        customerCode: customer.data.customer_code,
        accountNumber: data.account_number,
        accountName: data.account_name,
        bankName: data.bank.name,
      };
    },
  };
}
