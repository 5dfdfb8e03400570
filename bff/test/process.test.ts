import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import mongoose from 'mongoose';
import { connectDatabase } from '../src/db/connection';
import { JPEG } from './support/media-fixtures';
import { testMongoUri } from './support/test-app';

const BFF_DIR = path.resolve(__dirname, '..');
const ADMIN = { username: 'operator', password: 'a long production passphrase' };

interface RunningBff {
  child: ChildProcess;
  lines: Array<Record<string, unknown>>;
  exited: Promise<number | null>;
  /** Resolves with the first log line that `match` accepts. */
  waitFor(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

/** Starts the production entry (src/main.ts) as its own process, with this environment only. */
function startBff(env: Record<string, string>): RunningBff {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: BFF_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Array<Record<string, unknown>> = [];
  const waiters: Array<{
    match: (line: Record<string, unknown>) => boolean;
    resolve: (line: Record<string, unknown>) => void;
  }> = [];
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (text) => {
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text);
    } catch {
      line = { msg: text };
    }
    lines.push(line);
    for (const waiter of waiters.filter((candidate) => candidate.match(line))) waiter.resolve(line);
  });
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

function databaseUri(databaseName: string): string {
  const url = new URL(testMongoUri());
  url.pathname = `/${databaseName}`;
  return url.toString();
}

describe('the production process', () => {
  const databaseName = `test_process_${randomBytes(3).toString('hex')}`;
  const productionEnv = {
    NODE_ENV: 'production',
    MONGODB_URI: databaseUri(databaseName),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    PORT: '0',
  };

  afterAll(async () => {
    await connectDatabase(testMongoUri(), { dbName: databaseName });
    await mongoose.connection.dropDatabase();
    await mongoose.disconnect();
  });

  it.each([
    ['ADMIN_PASSWORD', { ...productionEnv, ADMIN_PASSWORD: '' }, 'ADMIN_PASSWORD is required in production'],
    [
      'a JWT_SECRET of 32 characters',
      { ...productionEnv, JWT_SECRET: 'too-short' },
      'JWT_SECRET must be set to at least 32 random characters in production',
    ],
  ])(
    'refuses to start without %s, saying why',
    async (_what, env, reason) => {
      const bff = startBff(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
      expect(await bff.exited).toBe(1);
      const fatal = bff.lines.find((line) => line.msg === 'BFF failed to start');
      expect(JSON.stringify(fatal)).toContain(reason);
    },
    30_000,
  );

  it('finishes an upload in flight on SIGTERM, refuses new connections, then exits 0', async () => {
    const bff = startBff(productionEnv);
    const listening = await bff.waitFor((line) => line.msg === 'BFF listening');
    const port = Number(listening.port);

    const login = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    // A multipart upload whose body arrives in two halves, with SIGTERM in between.
    const boundary = 'drain-test-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      JPEG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = http.request({
      host: '127.0.0.1',
      port,
      path: '/api/gallery',
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': body.length,
      },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      upload.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      upload.on('error', reject);
    });
    upload.write(body.subarray(0, 100));
    await new Promise((resolve) => setTimeout(resolve, 300));

    bff.child.kill('SIGTERM');
    await bff.waitFor((line) => line.msg === 'shutting down: draining in-flight requests');
    const refused = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => 'answered',
      () => 'refused',
    );
    expect(refused).toBe('refused');

    upload.end(body.subarray(100));
    const { status, text } = await answered;
    expect(status).toBe(201);
    expect(JSON.parse(text)).toEqual([expect.objectContaining({ type: 'image', name: 'a.jpg' })]);
    expect(await bff.exited).toBe(0);
    expect(bff.lines.map((line) => line.msg)).toContain('stopped');
  }, 60_000);
});
