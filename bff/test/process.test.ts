import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import mongoose from 'mongoose';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/connection';
import {
  PRODUCTION_ADMIN as ADMIN,
  databaseUri,
  productionEnv as productionEnvOf,
  type RunningBff,
  startBff,
} from './support/bff-process';
import { JPEG } from './support/media-fixtures';
import { testMongoUri } from './support/test-app';

/** The port the BFF says it listens on. */
async function waitForPort(bff: RunningBff): Promise<number> {
  const listening = await bff.waitFor((line) => line.msg === 'BFF listening');
  return Number(listening.port);
}

interface LoadOutcomes {
  ok: number;
  /** The server cut a kept-alive connection the client was using: what a drain must not do. */
  reset: number;
  /** A new connection found the port closed (or was queued when it closed): expected once draining starts. */
  refused: number;
  other: number;
}

/** `connections` clients each sending GET /api/openapi.json over one keep-alive connection, in a loop. */
function keepAliveLoad(port: number, { connections }: { connections: number }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const outcomes: LoadOutcomes = { ok: 0, reset: 0, refused: 0, other: 0 };
  let running = true;
  const once = () =>
    new Promise<void>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/api/openapi.json', agent }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) outcomes.ok += 1;
          else outcomes.other += 1;
          resolve();
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') outcomes.refused += 1;
        else if (error.code === 'ECONNRESET' || error.message === 'socket hang up') {
          // On a new connection this is the kernel refusing one still queued when the port closed.
          if (request.reusedSocket) outcomes.reset += 1;
          else outcomes.refused += 1;
        } else outcomes.other += 1;
        resolve();
      });
    });
  const clients = Array.from({ length: connections }, async () => {
    while (running) {
      await once();
      if (outcomes.refused > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  return {
    outcomes,
    async stop(): Promise<LoadOutcomes> {
      running = false;
      await Promise.all(clients);
      agent.destroy();
      return outcomes;
    },
  };
}

describe('the production process', () => {
  const databaseName = `test_process_${randomBytes(3).toString('hex')}`;
  const productionEnv = productionEnvOf(databaseName);

  afterAll(async () => {
    await connectDatabase(testMongoUri(), {
      dbName: databaseName,
      writeConcern: loadConfig({ NODE_ENV: 'test' }).writeConcern,
    });
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

  it('listens on every interface, and in npm start (local.ts) on loopback alone, unless HOST says otherwise', async () => {
    const { HOST: _unset, ...withoutHost } = productionEnv;
    const localEnv = {
      MONGODB_URI: databaseUri(databaseName),
      ADMIN_PASSWORD: ADMIN.password,
      DATA_KEY: randomBytes(32).toString('hex'),
      SEED_DEMO_DATA: 'false',
      PORT: '0',
    };
    const listeningAt = async (env: Record<string, string>, entry?: string) => {
      const bff = startBff(env, entry);
      const { address } = await bff.waitFor((line) => line.msg === 'BFF listening');
      bff.child.kill('SIGTERM');
      expect(await bff.exited).toBe(0);
      return address;
    };
    expect(await listeningAt(withoutHost)).toBe('0.0.0.0');
    expect(await listeningAt(localEnv, 'src/local.ts')).toBe('127.0.0.1');
    expect(await listeningAt({ ...localEnv, HOST: '0.0.0.0' }, 'src/local.ts')).toBe('0.0.0.0');
  }, 60_000);

  it('drains under keep-alive load on SIGTERM: exits within seconds and resets no connection', async () => {
    const bff = startBff(productionEnv);
    const port = await waitForPort(bff);
    const load = keepAliveLoad(port, { connections: 50 });
    // Under way on every connection (a busy machine takes longer to get there).
    while (load.outcomes.ok <= 100) await new Promise((resolve) => setTimeout(resolve, 100));

    const signalledAt = performance.now();
    bff.child.kill('SIGTERM');
    expect(await bff.exited).toBe(0);
    const drainMs = performance.now() - signalledAt;
    const outcomes = await load.stop();

    console.info(`drain under load: ${drainMs.toFixed(0)} ms, outcomes ${JSON.stringify(outcomes)}`);
    expect(outcomes.reset).toBe(0);
    // Each connection ends with its next answer: a few hundred milliseconds, longer on a busy machine.
    expect(drainMs).toBeLessThan(5000);
  }, 60_000);

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
    // A new connection (fetch would reuse the login's, which is served until it closes).
    const refused = await new Promise((resolve) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (response) => {
          response.resume();
          resolve('answered');
        })
        .on('error', () => resolve('refused'));
    });
    expect(refused).toBe('refused');

    upload.end(body.subarray(100));
    const { status, text } = await answered;
    expect(status).toBe(201);
    expect(JSON.parse(text)).toEqual([expect.objectContaining({ type: 'image', name: 'a.jpg' })]);
    expect(await bff.exited).toBe(0);
    expect(bff.lines.map((line) => line.msg)).toContain('stopped');
  }, 60_000);
});
