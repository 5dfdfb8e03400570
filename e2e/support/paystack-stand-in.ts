/**
 * Paystack, as far as the card journeys use it: a local HTTP server answering its documented calls
 * (https://paystack.com/docs/api/transaction/) with the answers the BFF's tests expect of it too
 * (bff/test/support), and the page a customer pays on. The real API is never called from the suite.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { buffer } from 'node:stream/consumers';

/** A test secret key, of the shape the BFF checks: sk_test_… */
export const PAYSTACK_TEST_SECRET = `sk_test_${'e2e0123456789abcdef'.repeat(2)}`;

interface Transaction {
  reference: string;
  /** Kobo, as initialised. */
  amount: number;
  currency: string;
  callbackUrl: string;
  status: 'abandoned' | 'success';
}

export interface PaystackStandIn {
  /** PAYSTACK_BASE_URL for the BFF, and the origin of the page customers pay on. */
  url: string;
  stop(): Promise<void>;
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/**
 * Starts the stand-in on `port`. `POST /transaction/initialize` keeps the transaction and answers its
 * page, `/pay/<reference>`, which marks it paid and sends the customer back to the callback URL with
 * `?trxref=&reference=`, as Paystack's checkout does; `GET /transaction/verify/<reference>` says how it
 * ended, in kobo.
 */
export async function startPaystackStandIn(port: number): Promise<PaystackStandIn> {
  const url = `http://127.0.0.1:${port}`;
  const transactions = new Map<string, Transaction>();

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', url).pathname;
    const paying = /^\/pay\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && paying) {
      const transaction = transactions.get(decodeURIComponent(paying[1] ?? ''));
      if (!transaction) return json(response, 404, { status: false, message: 'Transaction not found' });
      transaction.status = 'success';
      const back = new URL(transaction.callbackUrl);
      back.searchParams.set('trxref', transaction.reference);
      back.searchParams.set('reference', transaction.reference);
      response.writeHead(302, { location: back.href });
      response.end();
      return;
    }
    if (request.headers.authorization !== `Bearer ${PAYSTACK_TEST_SECRET}`) {
      return json(response, 401, { status: false, message: 'Invalid key' });
    }
    if (request.method === 'POST' && path === '/transaction/initialize') {
      const body = JSON.parse((await buffer(request)).toString()) as {
        reference: string;
        amount: number;
        currency: string;
        callback_url: string;
      };
      transactions.set(body.reference, {
        reference: body.reference,
        amount: body.amount,
        currency: body.currency,
        callbackUrl: body.callback_url,
        status: 'abandoned',
      });
      return json(response, 200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${url}/pay/${encodeURIComponent(body.reference)}`,
          access_code: 'stand-in',
          reference: body.reference,
        },
      });
    }
    const verifying = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && verifying) {
      const transaction = transactions.get(decodeURIComponent(verifying[1] ?? ''));
      if (!transaction)
        return json(response, 400, { status: false, message: 'Transaction reference not found' });
      return json(response, 200, {
        status: true,
        message: 'Verification successful',
        data: {
          status: transaction.status,
          reference: transaction.reference,
          amount: transaction.amount,
          currency: transaction.currency,
          paid_at: transaction.status === 'success' ? new Date().toISOString() : null,
        },
      });
    }
    return json(response, 404, { status: false, message: 'Not found' });
  }

  const server: Server = createServer((request, response) => {
    answer(request, response).catch(() => json(response, 500, { status: false, message: 'Stand-in failed' }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
