/**
 * `npm run bench -w bff`: GET /api/packages (20 packages, the whole app: logging, headers, CORS,
 * MongoDB) against a bare Koa route answering the same JSON from memory, in one run, with
 * autocannon (100 connections, a warm-up round first, load generated in a worker thread).
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import Koa from 'koa';
import mongoose, { Types } from 'mongoose';
import pino from 'pino';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDataCipher } from '../src/data-cipher';
import { connectDatabase } from '../src/db/connection';
import { PackageModel } from '../src/modules/packages/package.model';
import { createTokenService } from '../src/modules/users/token-service';

const CONNECTIONS = 100;
const WARM_UP_SECONDS = 3;
const MEASURE_SECONDS = 10;
const TARGETS = { ratio: 0.5, p99Ms: 25, maxAnswerBytes: 15 * 1024 };

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, seconds: number): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, workers: 1 });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function measure(name: string, url: string): Promise<Figures> {
  await load(url, WARM_UP_SECONDS);
  const figures = await load(url, MEASURE_SECONDS);
  console.log(
    `${name.padEnd(28)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${figures.p50} ms   p99 ${figures.p99} ms   errors ${figures.errors}`,
  );
  return figures;
}

function listen(app: Koa): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    });
  });
}

function demoPackage(index: number) {
  const media = () => `/api/media/${new Types.ObjectId().toHexString()}`;
  return {
    title: `Package ${index + 1}: Umrah and Dubai stopover`,
    name: `Package ${index + 1}`,
    description:
      'Ten nights in Makkah and Madinah close to the Haram, a guided Ziyarah, then two nights in Dubai on the way home.',
    category: (['hajj', 'umrah', 'vacation'] as const)[index % 3],
    images: [media(), media()],
    inclusions: [
      'Return flights from Lagos',
      'Visa processing',
      '4-star hotels',
      'Daily breakfast',
      'Airport transfers',
    ],
    price: 2_500_000 + index * 75_000,
    numberOfPeople: 1 + (index % 4),
    days: '10-14',
  };
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.mongodbUri) {
    console.error(
      'MONGODB_URI is not set: the benchmark needs a MongoDB, e.g. MONGODB_URI=mongodb://127.0.0.1:27017',
    );
    process.exit(1);
  }
  const databaseName = `bench_${randomBytes(3).toString('hex')}`;
  await connectDatabase(config.mongodbUri, { dbName: databaseName, writeConcern: config.writeConcern });
  try {
    await PackageModel.insertMany(Array.from({ length: 20 }, (_, index) => demoPackage(index)));

    // The full app as deployed, its request log written (to /dev/null) like any other.
    const logger = pino({ level: 'info' }, pino.destination({ dest: '/dev/null', sync: false }));
    const app = createApp({
      config,
      logger,
      tokens: createTokenService(config.jwt),
      cipher: createDataCipher(randomBytes(32)),
    });
    const full = await listen(app);
    const answer = await (await fetch(`${full.url}/api/packages`)).text();

    const bareApp = new Koa();
    const cached = JSON.parse(answer);
    bareApp.use((ctx) => {
      ctx.body = cached;
    });
    const bare = await listen(bareApp);

    console.log(
      `MongoDB ${config.mongodbUri.replace(/\/\/[^@]*@/, '//')}, ${CONNECTIONS} connections, ${MEASURE_SECONDS} s after ${WARM_UP_SECONDS} s of warm-up\n`,
    );
    const baseline = await measure('bare Koa JSON route', bare.url);
    const packages = await measure('GET /api/packages', `${full.url}/api/packages`);
    const ratio = packages.requestsPerSecond / baseline.requestsPerSecond;
    const bytes = Buffer.byteLength(answer);
    console.log(`\nthroughput ratio ${ratio.toFixed(2)} (target ≥ ${TARGETS.ratio})`);
    console.log(
      `20-package answer ${bytes} bytes, ${gzipSync(answer).length} gzipped (target ≤ ${TARGETS.maxAnswerBytes})`,
    );

    const misses = [
      ratio < TARGETS.ratio && `throughput ratio ${ratio.toFixed(2)} < ${TARGETS.ratio}`,
      packages.p99 > TARGETS.p99Ms && `p99 ${packages.p99} ms > ${TARGETS.p99Ms} ms`,
      packages.errors > 0 && `${packages.errors} errors`,
      bytes > TARGETS.maxAnswerBytes && `answer ${bytes} bytes > ${TARGETS.maxAnswerBytes}`,
    ].filter(Boolean);
    console.log(misses.length === 0 ? '\nall targets met' : `\ntargets missed: ${misses.join('; ')}`);
    process.exitCode = misses.length === 0 ? 0 : 1;
    await Promise.all([full, bare].map(({ server }) => new Promise((resolve) => server.close(resolve))));
  } finally {
    await mongoose.connection.dropDatabase();
    await mongoose.disconnect();
  }
}

await main();
