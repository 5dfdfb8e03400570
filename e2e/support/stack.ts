/**
 * Builds and starts the whole stack (BFF, both remotes, the shell, and a second shell whose admin
 * remote is down) on ports of its own, with a database of its own, Paystack's stand-in and an SMTP
 * server that keeps the BFF's mail, and stops it afterwards.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailbox } from './mail';
import { PAYSTACK_TEST_SECRET, startPaystackStandIn } from './paystack-stand-in';
import { SMS_SETTINGS, startSmsBox } from './sms';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 4100);

export const PORTS = {
  bff: BASE_PORT,
  publicMfe: BASE_PORT + 1,
  adminMfe: BASE_PORT + 2,
  shell: BASE_PORT + 3,
  shellWithAdminDown: BASE_PORT + 4,
  /** A deployment store of the public remote that the deployment tests change, and its own shell. */
  testDeployment: BASE_PORT + 5,
  shellOfTestDeployment: BASE_PORT + 6,
  /** Paystack's stand-in: its API and the page customers pay on. */
  paystack: BASE_PORT + 7,
  /** The SMTP server the BFF sends its e-mail to (see mail.ts). */
  smtp: BASE_PORT + 8,
  /** Nothing listens here: the second shell's admin remote. */
  deadRemote: BASE_PORT + 9,
  /** The SMS gateway's stand-in the BFF sends its text messages to (see sms.ts). */
  sms: BASE_PORT + 10,
} as const;

export const URLS = {
  shell: `http://127.0.0.1:${PORTS.shell}`,
  shellWithAdminDown: `http://127.0.0.1:${PORTS.shellWithAdminDown}`,
  bff: `http://127.0.0.1:${PORTS.bff}`,
  publicMfe: `http://127.0.0.1:${PORTS.publicMfe}`,
  adminMfe: `http://127.0.0.1:${PORTS.adminMfe}`,
  paystack: `http://127.0.0.1:${PORTS.paystack}`,
} as const;

/** Where the BFF's e-mail to the agency goes (every enquiry's), and where it comes from. */
const AGENCY_MAIL = 'office@safa.example';

/** The agency's bank account the private pages show. */
export const BANK_ACCOUNT = {
  name: 'Zenith Bank',
  accountName: 'Safa Travels & Tours Ltd',
  accountNumber: '1012345678',
} as const;

export interface StackCredentials {
  username: string;
  password: string;
}

export function buildStack(): void {
  const result = spawnSync('npx', ['lerna', 'run', 'build', '--ignore', '@safa/e2e'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Building the stack failed');
}

/** A database of this run's own, on the MongoDB the run was given (or a throwaway local one). */
async function resolveMongoUri(): Promise<{ uri: string; stop: () => Promise<unknown> }> {
  const database = `safa_e2e_${Date.now()}`;
  const given = process.env.MONGODB_URI;
  if (given) {
    const url = new URL(given);
    url.pathname = `/${database}`;
    return { uri: url.toString(), stop: async () => undefined };
  }
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  const server = await MongoMemoryServer.create();
  return { uri: server.getUri(database), stop: () => server.stop() };
}

export function startProcess(name: string, workspace: string, env: Record<string, string>): ChildProcess {
  const child = spawn('npm', ['run', 'start', '-w', workspace], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n'));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code, signal) => {
    if (code !== null && code !== 0) console.error(`[e2e] ${name} exited with ${code}:\n${lines.join('\n')}`);
    else if (signal && signal !== 'SIGTERM') console.error(`[e2e] ${name} ended by ${signal}`);
  });
  return child;
}

export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || !child.pid) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      resolve();
    }
    setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      resolve();
    }, 10_000).unref();
  });
}

export interface RunningStack {
  credentials: StackCredentials;
  /** The run's own database. */
  mongoUri: string;
  /** Where the mail the BFF sends is kept (see mail.ts). */
  mailDirectory: string;
  /** Where the text messages the BFF sends are kept (see sms.ts). */
  smsDirectory: string;
  stop(): Promise<void>;
}

export async function startStack(): Promise<RunningStack> {
  const mongo = await resolveMongoUri();
  // Each remote's deployment store for this run: its build is published as the first version.
  const stores = mkdtempSync(path.join(tmpdir(), 'e2e-deployments-'));
  const credentials = { username: 'e2e-admin', password: randomBytes(12).toString('base64url') };
  const paystack = await startPaystackStandIn(PORTS.paystack);
  const mailbox = await startMailbox(PORTS.smtp);
  const smsBox = await startSmsBox(PORTS.sms);
  const shellEnv = {
    BFF_URL: URLS.bff,
    // The shell serves the remotes under its own origin (/mfe/...), as visitors' browsers see them.
    PUBLIC_MFE_ORIGIN: URLS.publicMfe,
    PAYMENT_PAGE_ORIGIN: paystack.url,
  };
  const children = [
    startProcess('bff', '@safa/bff', {
      BFF_PORT: String(PORTS.bff),
      HOST: '127.0.0.1',
      MONGODB_URI: mongo.uri,
      ADMIN_USERNAME: credentials.username,
      ADMIN_PASSWORD: credentials.password,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      // Every journey posts from 127.0.0.1: lift the per-address limits on public forms and on the
      // seats held unpaid for the run.
      PUBLIC_POST_LIMIT: '10000',
      BOOKING_SEATS_HELD_MAX: '10000',
      BOOKING_SEATS_HELD_PER_ADDRESS: '10000',
      BOOKING_UNPAID_SHARE: '1',
      BOOKING_MAILS_PER_INBOX: '10000',
      // Holds looked at every 2 s: a journey sees a passed hold dealt with (expired, or kept while a proof waits).
      BOOKING_HOLD_CHECK_SECONDS: '2',
      // Private links (and Paystack's way back to them) name the shell the journeys visit.
      SITE_URL: URLS.shell,
      BANK_NAME: BANK_ACCOUNT.name,
      BANK_ACCOUNT_NAME: BANK_ACCOUNT.accountName,
      BANK_ACCOUNT_NUMBER: BANK_ACCOUNT.accountNumber,
      PAYSTACK_SECRET_KEY: PAYSTACK_TEST_SECRET,
      PAYSTACK_BASE_URL: paystack.url,
      SMTP_URL: mailbox.url,
      NOTIFY_EMAIL: AGENCY_MAIL,
      // Text messages to the run's gateway (WhatsApp stays off, so customers' phones get SMS), at any hour.
      SMS_API_URL: smsBox.url,
      ...SMS_SETTINGS,
      MESSAGE_HOURS: '0-24',
    }),
    startProcess('public-mfe', '@safa/public-mfe', {
      PUBLIC_MFE_PORT: String(PORTS.publicMfe),
      DEPLOY_STORE: path.join(stores, 'public-mfe'),
    }),
    startProcess('admin-mfe', '@safa/admin-mfe', {
      ADMIN_MFE_PORT: String(PORTS.adminMfe),
      DEPLOY_STORE: path.join(stores, 'admin-mfe'),
    }),
    startProcess('shell', '@safa/shell', {
      ...shellEnv,
      SHELL_PORT: String(PORTS.shell),
      ADMIN_MFE_ORIGIN: URLS.adminMfe,
    }),
    startProcess('shell (admin remote down)', '@safa/shell', {
      ...shellEnv,
      SHELL_PORT: String(PORTS.shellWithAdminDown),
      ADMIN_MFE_ORIGIN: `http://127.0.0.1:${PORTS.deadRemote}`,
    }),
  ];
  const stop = async () => {
    await Promise.all(children.map(stopProcess));
    await paystack.stop();
    await mailbox.stop();
    await smsBox.stop();
    rmSync(stores, { recursive: true, force: true });
    await mongo.stop();
  };
  try {
    await Promise.all([
      waitFor(`${URLS.bff}/api/health`),
      waitFor(`${URLS.publicMfe}/current.json`),
      waitFor(`${URLS.adminMfe}/current.json`),
      waitFor(`${URLS.shell}/healthz`),
      waitFor(`${URLS.shellWithAdminDown}/healthz`),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    credentials,
    mongoUri: mongo.uri,
    mailDirectory: mailbox.directory,
    smsDirectory: smsBox.directory,
    stop,
  };
}
