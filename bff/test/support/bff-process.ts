import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { testMongoUri } from './test-app';

const BFF_DIR = path.resolve(__dirname, '..', '..');

export interface RunningBff {
  child: ChildProcess;
  /** What it logged, line by line; what it wrote to stderr as `{stderr: text}`. */
  lines: Array<Record<string, unknown>>;
  exited: Promise<number | null>;
  /** Resolves with the first log line that `match` accepts. */
  waitFor(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

/**
 * Starts an entry of the BFF as its own process, with this environment only: the production one
 * (src/main.ts) unless told otherwise.
 */
export function startBff(env: Record<string, string>, entry = 'src/main.ts'): RunningBff {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: BFF_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Array<Record<string, unknown>> = [];
  const waiters: Array<{
    match: (line: Record<string, unknown>) => boolean;
    resolve: (line: Record<string, unknown>) => void;
  }> = [];
  const record = (line: Record<string, unknown>) => {
    lines.push(line);
    for (const waiter of waiters.filter((candidate) => candidate.match(line))) waiter.resolve(line);
  };
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (text) => {
    try {
      record(JSON.parse(text));
    } catch {
      record({ msg: text });
    }
  });
  createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (text) =>
    record({ stderr: text }),
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    lines,
    exited,
    waitFor: (match) =>
      new Promise((resolve, reject) => {
        const found = lines.find(match);
        if (found) return resolve(found);
        waiters.push({ match, resolve });
        exited.then(() => reject(new Error(`the BFF exited; it logged: ${JSON.stringify(lines)}`)));
      }),
  };
}

/** The test MongoDB's URI, naming `databaseName`. */
export function databaseUri(databaseName: string): string {
  const url = new URL(testMongoUri());
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** The admin account of a production process started by a test. */
export const PRODUCTION_ADMIN = { username: 'operator', password: 'a long production passphrase' };

/** The environment of a production BFF on its own database, listening on any free loopback port. */
export function productionEnv(databaseName: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    MONGODB_URI: databaseUri(databaseName),
    ADMIN_USERNAME: PRODUCTION_ADMIN.username,
    ADMIN_PASSWORD: PRODUCTION_ADMIN.password,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_KEY: randomBytes(32).toString('hex'),
    BANK_NAME: 'Zenith Bank',
    BANK_ACCOUNT_NAME: 'Safa Travels & Tours Ltd',
    BANK_ACCOUNT_NUMBER: '1012345678',
    HOST: '127.0.0.1',
    PORT: '0',
  };
}
