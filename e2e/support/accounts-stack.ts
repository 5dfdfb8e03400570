/**
 * A BFF with an account number per booking (PAYSTACK_DVA=true), its own Paystack stand-in (which sends
 * the transfers' events to it) and a shell in front of it, beside the run's stack: for the one spec
 * that follows transfers recorded by themselves, so the other journeys keep the agency's one account
 * and the proof upload. Its database is its own (with the demo data), on the run's MongoDB.
 */
import { randomBytes } from 'node:crypto';
import {
  type PaystackStandIn,
  STAND_IN_SECRET,
  startPaystackStandIn,
} from '@safa/test-support/paystack-stand-in';
import { adminCredentials } from './admin';
import { BANK_ACCOUNT, PORTS, startProcess, stopProcess, URLS, waitFor } from './stack';

export interface AccountsStack {
  /** The shell the journey visits. */
  url: string;
  paystack: PaystackStandIn;
  stop(): Promise<void>;
}

/** The run's database address with another database's name. */
function databaseBeside(uri: string, name: string): string {
  const url = new URL(uri);
  url.pathname = `/${url.pathname.slice(1)}_${name}`;
  return url.toString();
}

export async function startAccountsStack(): Promise<AccountsStack> {
  const runDatabase = process.env.E2E_MONGODB_URI;
  if (!runDatabase) throw new Error('The e2e global setup did not provide the database address');
  const paystack = await startPaystackStandIn({
    port: PORTS.accountsPaystack,
    webhookUrl: `${URLS.accountsBff}/api/paystack/webhook`,
  });
  const { username, password } = adminCredentials();
  const children = [
    startProcess('bff (accounts)', '@safa/bff', {
      BFF_PORT: String(PORTS.accountsBff),
      HOST: '127.0.0.1',
      MONGODB_URI: databaseBeside(runDatabase, 'accounts'),
      ADMIN_USERNAME: username,
      ADMIN_PASSWORD: password,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      SITE_URL: URLS.accountsShell,
      BANK_NAME: BANK_ACCOUNT.name,
      BANK_ACCOUNT_NAME: BANK_ACCOUNT.accountName,
      BANK_ACCOUNT_NUMBER: BANK_ACCOUNT.accountNumber,
      PAYSTACK_SECRET_KEY: STAND_IN_SECRET,
      PAYSTACK_BASE_URL: paystack.url,
      PAYSTACK_DVA: 'true',
    }),
    startProcess('shell (accounts)', '@safa/shell', {
      BFF_URL: URLS.accountsBff,
      PUBLIC_MFE_ORIGIN: URLS.publicMfe,
      ADMIN_MFE_ORIGIN: URLS.adminMfe,
      PAYMENT_PAGE_ORIGIN: paystack.url,
      SHELL_PORT: String(PORTS.accountsShell),
    }),
  ];
  const stop = async () => {
    await Promise.all(children.map(stopProcess));
    await paystack.stop();
  };
  try {
    await Promise.all([
      waitFor(`${URLS.accountsBff}/api/health`, 120_000),
      waitFor(`${URLS.accountsShell}/healthz`),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: URLS.accountsShell, paystack, stop };
}
