import type { Server } from 'node:http';
import pino from 'pino';
import { ensureAdminAccount } from '../src/modules/users/admin-account';
import { listenOnLoopback } from './support/send-from';
import { setUpTestApp, tearDownTestApp } from './support/test-app';

const LOGINS = 32;
const MiB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asked every 50 ms during the burst: a small answer, and a gzipped one (zlib shares scrypt's threads). */
const PROBED = ['/api/health', '/api/openapi.json'];

/**
 * 32 logins at once, each from its own address and for its own unknown username (a botnet's burst: no
 * login limit stops any of them, and each costs a full scrypt check of 128 MiB), while other calls are
 * made and the resident memory is sampled every 10 ms.
 */
describe('a burst of 32 concurrent logins', () => {
  let server: Server;
  const answers: Array<{ status: number; retryAfter: string | null }> = [];
  const latencies: number[] = [];
  let rssGrowth = 0;

  beforeAll(async () => {
    const context = await setUpTestApp();
    await ensureAdminAccount(
      { username: 'operator', password: 'correct horse battery staple' },
      pino({ level: 'silent' }),
    );
    const listening = await listenOnLoopback(context.app.callback());
    server = listening.server;
    const base = `http://127.0.0.1:${listening.port}`;

    const logIn = (index: number) =>
      fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${index + 1}` },
        body: JSON.stringify({ username: `guess-${index}`, password: 'not the password' }),
      });
    const time = async (path: string) => {
      const started = performance.now();
      await (await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'gzip' } })).arrayBuffer();
      return performance.now() - started;
    };

    // The first unknown username computes the decoy hash: out of the measurement.
    await logIn(LOGINS);
    for (const path of PROBED) await time(path);
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    let over = false;
    const sampling = (async () => {
      while (!over) {
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
        await sleep(10);
      }
    })();
    const probing = PROBED.map(async (path) => {
      while (!over) {
        latencies.push(await time(path));
        await sleep(50);
      }
    });

    const burst = await Promise.all(Array.from({ length: LOGINS }, (_, index) => logIn(index)));
    over = true;
    await Promise.all([sampling, ...probing]);
    for (const answer of burst) {
      answers.push({ status: answer.status, retryAfter: answer.headers.get('retry-after') });
    }
    rssGrowth = rssPeak - rssBefore;
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await tearDownTestApp();
  });

  it('checks the passwords of a few and answers the others 503 with Retry-After at once', () => {
    const checked = answers.filter((answer) => answer.status === 401);
    const turnedAway = answers.filter((answer) => answer.status === 503);
    expect(checked.length).toBeGreaterThanOrEqual(1);
    expect(checked.length + turnedAway.length).toBe(LOGINS);
    expect(turnedAway.length).toBeGreaterThanOrEqual(LOGINS / 2);
    for (const answer of turnedAway) expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
  });

  it('keeps answering other calls within a second meanwhile, compressed ones included', () => {
    expect(latencies.length).toBeGreaterThan(PROBED.length);
    expect(Math.max(...latencies)).toBeLessThan(1000);
  });

  it('grows resident memory by less than two scrypt checks (256 MiB)', () => {
    expect(rssGrowth / MiB).toBeLessThan(256);
  });
});
