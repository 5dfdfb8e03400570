import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

/** What verify may say instead of what was started. */
export interface VerifiedAs {
  amount?: number;
  currency?: string;
  /** `paid_at` as sent: anything, to try shapes Paystack might send. */
  paidAt?: unknown;
}

/** A card payment as the stand-in knows it: started, then paid (or not) on its page. */
export interface StandInTransaction {
  /** Paystack's id of the transaction, which its events carry. */
  id: number;
  reference: string;
  email: string;
  /** Kobo, as initialised. */
  amount: number;
  currency: string;
  callbackUrl: string;
  status: 'abandoned' | 'success' | 'failed';
  /** What verify answers instead of the initialised amount, currency and time paid (a tampered charge, a new shape). */
  verifiedAs?: VerifiedAs;
}

export interface PaystackStandIn {
  /** PAYSTACK_BASE_URL for the BFF. */
  url: string;
  secretKey: string;
  transactions: Map<string, StandInTransaction>;
  /** Verify calls received, by reference. */
  verifications: string[];
  /** How long verify takes to answer (a slow Paystack). */
  verifyDelayMs: number;
  /** Marks a started payment paid, as the customer paying on Paystack's page does. */
  pay(reference: string, verifiedAs?: VerifiedAs): void;
  /** A `charge.success` event for `reference`, with its signature as Paystack signs it. */
  chargeSuccessEvent(reference: string): { body: string; signature: string };
  stop(): Promise<void>;
}

/** A test secret key: the BFF checks its shape, never this value. */
export const STAND_IN_SECRET = `sk_test_${'0123456789abcdef'.repeat(2)}`;

const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });

/**
 * A local HTTP server answering Paystack's documented calls the BFF makes
 * (https://paystack.com/docs/api/transaction/): initialise and verify, with the secret key as bearer,
 * plus the page a customer pays on (GET /pay/<reference>), which returns to the callback as Paystack
 * does. The real API is never called from tests.
 */
export async function startPaystackStandIn(): Promise<PaystackStandIn> {
  const transactions = new Map<string, StandInTransaction>();
  const verifications: string[] = [];
  let url = '';

  async function answer(request: IncomingMessage) {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const paying = path.match(/^\/pay\/(.+)$/);
    if (request.method === 'GET' && paying) {
      const transaction = transactions.get(decodeURIComponent(paying[1] ?? ''));
      if (!transaction) return json(404, { status: false, message: 'Transaction not found' });
      transaction.status = 'success';
      const back = new URL(transaction.callbackUrl);
      back.searchParams.set('trxref', transaction.reference);
      back.searchParams.set('reference', transaction.reference);
      return { status: 302, body: '', location: back.toString() };
    }
    if (request.headers.authorization !== `Bearer ${STAND_IN_SECRET}`) {
      return json(401, { status: false, message: 'Invalid key' });
    }
    if (request.method === 'POST' && path === '/transaction/initialize') {
      const body = JSON.parse((await buffer(request)).toString());
      transactions.set(body.reference, {
        id: transactions.size + 1,
        reference: body.reference,
        email: body.email,
        amount: body.amount,
        currency: body.currency,
        callbackUrl: body.callback_url,
        status: 'abandoned',
      });
      return json(200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${url}/pay/${body.reference}`,
          access_code: 'stand-in',
          reference: body.reference,
        },
      });
    }
    const verifying = path.match(/^\/transaction\/verify\/(.+)$/);
    if (request.method === 'GET' && verifying) {
      const reference = decodeURIComponent(verifying[1] ?? '');
      verifications.push(reference);
      await new Promise((resolve) => setTimeout(resolve, standIn.verifyDelayMs));
      const transaction = transactions.get(reference);
      if (!transaction) return json(400, { status: false, message: 'Transaction reference not found' });
      return json(200, {
        status: true,
        message: 'Verification successful',
        data: {
          status: transaction.status,
          reference,
          amount: transaction.verifiedAs?.amount ?? transaction.amount,
          currency: transaction.verifiedAs?.currency ?? transaction.currency,
          paid_at:
            transaction.verifiedAs && 'paidAt' in transaction.verifiedAs
              ? transaction.verifiedAs.paidAt
              : transaction.status === 'success'
                ? new Date().toISOString()
                : null,
        },
      });
    }
    return json(404, { status: false, message: 'Not found' });
  }

  const server = createServer((request, response) => {
    answer(request).then(({ status, body, ...rest }) => {
      const location = 'location' in rest ? rest.location : undefined;
      response.writeHead(status, {
        'Content-Type': 'application/json',
        ...(location && { Location: location }),
      });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: PaystackStandIn = {
    url,
    secretKey: STAND_IN_SECRET,
    transactions,
    verifications,
    verifyDelayMs: 0,
    pay(reference, verifiedAs) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`No transaction ${reference} was started`);
      transaction.status = 'success';
      if (verifiedAs) transaction.verifiedAs = verifiedAs;
    },
    chargeSuccessEvent(reference) {
      const transaction = transactions.get(reference);
      const body = JSON.stringify({
        event: 'charge.success',
        data: {
          id: transaction?.id,
          reference,
          status: 'success',
          amount: transaction?.amount,
          currency: 'NGN',
        },
      });
      return { body, signature: createHmac('sha512', STAND_IN_SECRET).update(body).digest('hex') };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
