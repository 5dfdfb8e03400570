import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

/**
 * Paystack, as far as the BFF uses it: a local HTTP server answering its documented calls with the
 * secret key as bearer — transactions (initialise, verify: https://paystack.com/docs/api/transaction/),
 * customers and dedicated virtual accounts (https://paystack.com/docs/payments/dedicated-virtual-accounts/)
 * — the page a customer pays a card payment on, and the `charge.success` events Paystack signs
 * (HMAC-SHA512 of the body with the secret key), sent to the BFF's webhook for transfers to a dedicated
 * account as Paystack sends them. The real API is never called from tests.
 */

/** What verify may say instead of what was started. */
export interface VerifiedAs {
  amount?: number;
  currency?: string;
  /** `paid_at` as sent: anything, to try shapes Paystack might send. */
  paidAt?: unknown;
}

/** A payment as the stand-in knows it: a card payment started then paid (or not), or a transfer received. */
export interface StandInTransaction {
  /** Paystack's id of the transaction, which its events carry. */
  id: number;
  reference: string;
  email: string;
  /** Kobo. */
  amount: number;
  currency: string;
  channel: 'card' | 'dedicated_nuban';
  callbackUrl: string;
  status: 'abandoned' | 'success' | 'failed';
  /** A transfer's dedicated account's customer. */
  customerCode?: string;
  /** What verify answers instead of the initialised amount, currency and time paid (a tampered charge, a new shape). */
  verifiedAs?: VerifiedAs;
}

/** A dedicated virtual account the stand-in made. */
export interface StandInAccount {
  customerCode: string;
  accountNumber: string;
  accountName: string;
  bank: string;
}

export interface PaystackStandIn {
  /** PAYSTACK_BASE_URL for the BFF, and the origin of the page customers pay on. */
  url: string;
  secretKey: string;
  transactions: Map<string, StandInTransaction>;
  /** Customers created, by code, with the e-mail they were created with. */
  customers: Map<string, { email: string; firstName: string; lastName: string; phone: string }>;
  /** Dedicated accounts, by account number. */
  accounts: Map<string, StandInAccount>;
  /** Verify calls received, by reference. */
  verifications: string[];
  /** How long verify takes to answer (a slow Paystack). */
  verifyDelayMs: number;
  /** Answers the next `times` calls of `path` (`/customer`, `/dedicated_account`) with 500, as a Paystack in trouble. */
  failNext(path: string, times?: number): void;
  /** Marks a started payment paid, as the customer paying on Paystack's page does. */
  pay(reference: string, verifiedAs?: VerifiedAs): void;
  /** A `charge.success` event for `reference`, with its signature as Paystack signs it. */
  chargeSuccessEvent(reference: string): { body: string; signature: string };
  /**
   * A bank transfer of `kobo` into a dedicated account, as Paystack records it: a successful
   * `dedicated_nuban` transaction, and its `charge.success` event (sent to the webhook, when there is one).
   */
  transfer(
    accountNumber: string,
    kobo: number,
  ): Promise<{ reference: string; body: string; signature: string }>;
  stop(): Promise<void>;
}

/** A test secret key: the BFF checks its shape, never this value. */
export const STAND_IN_SECRET = `sk_test_${'0123456789abcdef'.repeat(2)}`;

const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });

export interface PaystackStandInOptions {
  /** The port to listen on; by default a free one. */
  port?: number;
  secretKey?: string;
  /** The BFF's webhook, where transfers' events are posted; none: the test posts them. */
  webhookUrl?: string;
}

export async function startPaystackStandIn({
  port = 0,
  secretKey = STAND_IN_SECRET,
  webhookUrl,
}: PaystackStandInOptions = {}): Promise<PaystackStandIn> {
  const transactions = new Map<string, StandInTransaction>();
  const customers: PaystackStandIn['customers'] = new Map();
  const accounts = new Map<string, StandInAccount>();
  const failures = new Map<string, number>();
  const verifications: string[] = [];
  let url = '';

  const signed = (event: unknown) => {
    const body = JSON.stringify(event);
    return { body, signature: createHmac('sha512', secretKey).update(body).digest('hex') };
  };
  const chargeSuccessEvent = (reference: string) => {
    const transaction = transactions.get(reference);
    const customer = transaction?.customerCode;
    return signed({
      event: 'charge.success',
      data: {
        id: transaction?.id,
        reference,
        status: 'success',
        amount: transaction?.amount,
        currency: 'NGN',
        channel: transaction?.channel ?? 'card',
        paid_at: new Date().toISOString(),
        ...(customer && { customer: { customer_code: customer, email: customers.get(customer)?.email } }),
      },
    });
  };

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
    // Not Paystack's: how a test in another process makes a transfer arrive (see `transfer`).
    if (request.method === 'POST' && path === '/__transfer') {
      const { accountNumber, kobo } = JSON.parse((await buffer(request)).toString()) as {
        accountNumber: string;
        kobo: number;
      };
      return json(200, await standIn.transfer(accountNumber, kobo));
    }
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return json(401, { status: false, message: 'Invalid key' });
    }
    const failing = failures.get(path) ?? 0;
    if (failing > 0) {
      failures.set(path, failing - 1);
      return json(500, { status: false, message: 'An error occurred' });
    }
    if (request.method === 'POST' && path === '/transaction/initialize') {
      const body = JSON.parse((await buffer(request)).toString());
      transactions.set(body.reference, {
        id: transactions.size + 1,
        reference: body.reference,
        email: body.email,
        amount: body.amount,
        currency: body.currency,
        channel: 'card',
        callbackUrl: body.callback_url,
        status: 'abandoned',
      });
      return json(200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${url}/pay/${encodeURIComponent(body.reference)}`,
          access_code: 'stand-in',
          reference: body.reference,
        },
      });
    }
    if (request.method === 'POST' && path === '/customer') {
      const body = JSON.parse((await buffer(request)).toString());
      const existing = [...customers.entries()].find(([, customer]) => customer.email === body.email);
      const code = existing?.[0] ?? `CUS_standin${customers.size + 1}`;
      customers.set(code, {
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone,
      });
      return json(200, {
        status: true,
        message: 'Customer created',
        data: { customer_code: code, email: body.email, id: customers.size },
      });
    }
    if (request.method === 'POST' && path === '/dedicated_account') {
      const body = JSON.parse((await buffer(request)).toString());
      const customer = customers.get(body.customer);
      if (!customer) return json(400, { status: false, message: 'Customer not found' });
      const existing = [...accounts.values()].find((account) => account.customerCode === body.customer);
      const account = existing ?? {
        customerCode: body.customer,
        accountNumber: String(9_100_000_000 + accounts.size + 1),
        accountName: `SAFA/${customer.firstName} ${customer.lastName}`.toUpperCase(),
        bank: body.preferred_bank === 'titan-paystack' ? 'Titan Bank' : 'Wema Bank',
      };
      accounts.set(account.accountNumber, account);
      return json(200, {
        status: true,
        message: 'NUBAN successfully created',
        data: {
          bank: { name: account.bank, slug: body.preferred_bank },
          account_name: account.accountName,
          account_number: account.accountNumber,
          assigned: true,
          currency: 'NGN',
          active: true,
          id: accounts.size,
          customer: { customer_code: account.customerCode },
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
          channel: transaction.channel,
          ...(transaction.customerCode && { customer: { customer_code: transaction.customerCode } }),
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
    answer(request).then(
      ({ status, body, ...rest }) => {
        const location = 'location' in rest ? rest.location : undefined;
        response.writeHead(status, {
          'Content-Type': 'application/json',
          ...(location && { Location: location }),
        });
        response.end(body);
      },
      () => {
        response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ status: false, message: 'Stand-in failed' }));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: PaystackStandIn = {
    url,
    secretKey,
    transactions,
    customers,
    accounts,
    verifications,
    verifyDelayMs: 0,
    failNext: (path, times = 1) => void failures.set(path, times),
    pay(reference, verifiedAs) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`No transaction ${reference} was started`);
      transaction.status = 'success';
      if (verifiedAs) transaction.verifiedAs = verifiedAs;
    },
    chargeSuccessEvent,
    async transfer(accountNumber, kobo) {
      const account = accounts.get(accountNumber);
      if (!account) throw new Error(`No dedicated account ${accountNumber}`);
      const reference = `T${Date.now()}${transactions.size + 1}`;
      transactions.set(reference, {
        id: transactions.size + 1,
        reference,
        email: customers.get(account.customerCode)?.email ?? '',
        amount: kobo,
        currency: 'NGN',
        channel: 'dedicated_nuban',
        callbackUrl: '',
        status: 'success',
        customerCode: account.customerCode,
      });
      const event = chargeSuccessEvent(reference);
      if (webhookUrl) {
        await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'x-paystack-signature': event.signature },
          body: event.body,
        });
      }
      return { reference, ...event };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
