import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import mongoose from 'mongoose';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/connection';
import { mediaFiles, storeBuffer } from '../src/modules/media/media.storage';
import { stagedUploads } from '../src/modules/media/staging';
import { PRODUCTION_ADMIN, productionEnv, type RunningBff, startBff } from './support/bff-process';
import { cameraPhoto } from './support/camera-photo';
import { testMongoUri } from './support/test-app';

/**
 * "Within a few seconds": the 5 s a connection left idle is kept (the keep-alive timeout its client was
 * promised, see drain.ts), which covers the 2 s the uploads in hand are given, and well under the time
 * the picture below takes to prepare (13.7 s when a stop waited for it).
 */
const STOPS_WITHIN_MS = 7000;

describe('stopping while pictures are being prepared', () => {
  const databaseName = `test_stopping_${randomBytes(3).toString('hex')}`;
  const env = productionEnv(databaseName);
  /** A picture that takes several seconds to prepare on one core. */
  let large: Buffer;

  beforeAll(async () => {
    await connectDatabase(testMongoUri(), {
      dbName: databaseName,
      writeConcern: loadConfig({ NODE_ENV: 'test' }).writeConcern,
    });
    large = await cameraPhoto({ width: 6000, height: 4500 });
  }, 60_000);
  afterAll(async () => {
    await mongoose.connection.dropDatabase();
    await mongoose.disconnect();
  });

  const listening = async (bff: RunningBff) =>
    Number((await bff.waitFor((line) => line.msg === 'BFF listening')).port);
  const until = async (condition: () => Promise<boolean>) => {
    while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  /** SIGTERM, then how long the process took to exit, and its exit code. */
  const stop = async (bff: RunningBff) => {
    const signalledAt = performance.now();
    bff.child.kill('SIGTERM');
    const code = await bff.exited;
    return { code, ms: performance.now() - signalledAt };
  };

  it('gives up the stored picture the start-up migration has in hand, and prepares it at the next start', async () => {
    await storeBuffer(large, { filename: 'stored before widths.jpg', contentType: 'image/jpeg' });
    const first = startBff(env);
    await first.waitFor((line) => line.msg === 'preparing the widths of stored pictures');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const stopped = await stop(first);
    console.info(`stopped during the migration in ${stopped.ms.toFixed(0)} ms`);
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(STOPS_WITHIN_MS);
    expect(await mediaFiles().countDocuments({ 'metadata.picture': { $exists: true } })).toBe(0);

    const second = startBff(env);
    const done = await second.waitFor((line) => line.msg === 'stored pictures prepared');
    expect(done.prepared).toBe(1);
    expect((await stop(second)).code).toBe(0);
  }, 120_000);

  it('answers an upload waiting for its picture with 503 and Retry-After, keeps nothing of it, and exits at once', async () => {
    const bff = startBff(env);
    const port = await listening(bff);
    const login = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(PRODUCTION_ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const form = new FormData();
    form.append('files', new Blob([large], { type: 'image/jpeg' }), 'large.jpg');
    const before = await mediaFiles().countDocuments();
    const answer = fetch(`http://127.0.0.1:${port}/api/gallery`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    await until(async () => (await stagedUploads.files().countDocuments()) > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const stopping = stop(bff);
    const response = await answer;
    expect({ status: response.status, retryAfter: response.headers.get('retry-after') }).toEqual({
      status: 503,
      retryAfter: '10',
    });
    expect(await response.json()).toEqual({
      message: 'The server is restarting; send the pictures again in a moment.',
    });
    const stopped = await stopping;
    console.info(`stopped during an upload's preparation in ${stopped.ms.toFixed(0)} ms`);
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(STOPS_WITHIN_MS);
    expect(await stagedUploads.files().countDocuments()).toBe(0);
    expect(await stagedUploads.chunks().countDocuments()).toBe(0);
    expect(await mediaFiles().countDocuments()).toBe(before);
  }, 120_000);
});
