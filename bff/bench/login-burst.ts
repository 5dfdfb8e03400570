/**
 * `npm run bench:logins -w bff`: what a burst of 32 concurrent logins (each from its own address, as a
 * botnet sends them; unknown usernames, so every one costs a full scrypt check) does to the rest of the
 * BFF. During the burst, GET /api/health (a small answer) and GET /api/openapi.json (gzipped, so it needs
 * the libuv thread pool that scrypt also runs on) are each asked every 50 ms; the process's resident
 * memory is sampled every 10 ms. Prints their latencies and the memory growth over the size before.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import mongoose from 'mongoose';
import pino from 'pino';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDataCipher } from '../src/data-cipher';
import { connectDatabase, ensureIndexes } from '../src/db/connection';
import { ensureAdminAccount } from '../src/modules/users/admin-account';
import { createTokenService } from '../src/modules/users/token-service';

const LOGINS = 32;
const PROBED = ['/api/health', '/api/openapi.json'];
const PROBE_EVERY_MS = 50;
const RSS_EVERY_MS = 10;
const MiB = 1024 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.mongodbUri) {
    console.error(
      'MONGODB_URI is not set: the benchmark needs a MongoDB, e.g. MONGODB_URI=mongodb://127.0.0.1:27017',
    );
    process.exit(1);
  }
  const logger = pino({ level: 'silent' });
  await connectDatabase(config.mongodbUri, {
    dbName: `bench_login_${randomBytes(3).toString('hex')}`,
    writeConcern: config.writeConcern,
  });
  try {
    await ensureIndexes();
    await ensureAdminAccount(
      { username: 'operator', password: randomBytes(12).toString('base64url') },
      logger,
    );
    const app = createApp({
      config,
      logger,
      tokens: createTokenService(config.jwt),
      cipher: createDataCipher(randomBytes(32)),
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const logIn = (index: number) =>
      fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${index + 1}` },
        body: JSON.stringify({ username: `guess-${index}`, password: 'not the password' }),
      }).then((answer) => answer.status);
    const time = async (path: string) => {
      const started = performance.now();
      await (await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'gzip' } })).arrayBuffer();
      return performance.now() - started;
    };

    // Warm up: the first unknown username computes the decoy hash.
    await logIn(LOGINS);
    for (const path of PROBED) await time(path);
    const rssBefore = process.memoryUsage().rss;

    let burstOver = false;
    let rssPeak = rssBefore;
    const sampling = (async () => {
      while (!burstOver) {
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
        await sleep(RSS_EVERY_MS);
      }
    })();
    const latencies = new Map(PROBED.map((path) => [path, [] as number[]]));
    const probing = PROBED.map(async (path) => {
      while (!burstOver) {
        latencies.get(path)?.push(await time(path));
        await sleep(PROBE_EVERY_MS);
      }
    });

    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: LOGINS }, (_, index) => logIn(index)));
    const burstMs = performance.now() - started;
    burstOver = true;
    await Promise.all([sampling, ...probing]);
    server.close();

    const counts = Object.entries(
      statuses.reduce<Record<number, number>>((tally, status) => {
        tally[status] = (tally[status] ?? 0) + 1;
        return tally;
      }, {}),
    )
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ');
    console.log(`${LOGINS} concurrent logins: ${counts}, all answered after ${burstMs.toFixed(0)} ms`);
    for (const [path, values] of latencies) {
      console.log(
        `GET ${path} during the burst (${values.length} calls): p50 ${percentile(values, 0.5).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`,
      );
    }
    console.log(
      `resident memory: ${(rssBefore / MiB).toFixed(0)} MiB before, peak ${(rssPeak / MiB).toFixed(0)} MiB (+${((rssPeak - rssBefore) / MiB).toFixed(0)} MiB)`,
    );
  } finally {
    await mongoose.connection.dropDatabase();
    await mongoose.disconnect();
  }
}

await main();
