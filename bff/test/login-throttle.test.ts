import { Writable } from 'node:stream';
import pino from 'pino';
import { ensureAdminAccount } from '../src/modules/users/admin-account';
import { verifyPassword } from '../src/modules/users/password';
import { fakeDateOnly, moveTime } from './support/fake-date';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

jest.mock('../src/modules/users/password', () => {
  const actual = jest.requireActual('../src/modules/users/password');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});
const passwordChecks = jest.mocked(verifyPassword);

const admin = { username: 'operator', password: 'correct horse battery staple' };
const WINDOW_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('login limits', () => {
  let context: TestContext;
  const logLines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logLines.push(JSON.parse(chunk.toString()));
        callback();
      },
    });
    fakeDateOnly();
    context = await setUpTestApp({ logger: pino({ level: 'info' }, sink) });
    await ensureAdminAccount(admin, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    jest.useRealTimers();
    await tearDownTestApp();
  });
  beforeEach(() => {
    // Every test starts with nothing remembered (the longest memory, of a username's failures, is a day).
    moveTime(DAY_MS);
    passwordChecks.mockClear();
    logLines.length = 0;
  });

  const logIn = (body: object, address = '203.0.113.10') =>
    context.http.post('/api/users/login').set('X-Forwarded-For', address).send(body);

  it('lets exactly 5 of 20 parallel wrong logins reach the password check and answers the rest 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => logIn({ ...admin, password: `wrong-${index}` })),
    );

    expect(passwordChecks).toHaveBeenCalledTimes(5);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(refused.body).toEqual({ message: 'Too many failed logins. Please try again later.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
  });

  it('refuses the right password too until the window passes, then lets it in', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await logIn({ ...admin, password: 'wrong' }, '198.51.100.20')).status).toBe(401);
    }
    passwordChecks.mockClear();
    const locked = await logIn(admin, '198.51.100.20');
    expect(locked.status).toBe(429);
    expect(passwordChecks).not.toHaveBeenCalled();

    moveTime(WINDOW_MS - 60_000);
    const stillLocked = await logIn(admin, '198.51.100.20');
    expect(stillLocked.status).toBe(429);
    expect(stillLocked.headers['retry-after']).toBe('60');

    moveTime(60_000);
    const open = await logIn(admin, '198.51.100.20');
    expect(open.status).toBe(200);
    expect(typeof open.body.token).toBe('string');
  });

  it('counts failures per client address across usernames', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await logIn({ username: `guess-${attempt}`, password: 'x' }, '192.0.2.50')).status).toBe(401);
    }
    expect((await logIn({ username: 'guess-6', password: 'x' }, '192.0.2.50')).status).toBe(429);
    expect((await logIn(admin, '192.0.2.50')).status).toBe(429);
    expect((await logIn(admin, '192.0.2.51')).status).toBe(200);
  });

  it('forgets earlier failures after a success', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await logIn({ ...admin, password: 'wrong' }, '192.0.2.60')).status).toBe(401);
    }
    expect((await logIn(admin, '192.0.2.60')).status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await logIn({ ...admin, password: 'wrong' }, '192.0.2.60')).status).toBe(401);
    }
    expect((await logIn({ ...admin, password: 'wrong' }, '192.0.2.60')).status).toBe(429);
  });

  it('lets the operator in with the right password from an address within its own limit, whatever other addresses do', async () => {
    const operatorAddress = '192.0.2.81';
    expect((await logIn({ ...admin, password: 'mistyped' }, operatorAddress)).status).toBe(401);
    // Enough failures of the username, from elsewhere, for any username-wide wait to have begun.
    for (let address = 1; address <= 6; address += 1) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await logIn({ ...admin, password: `guess-${attempt}` }, `198.51.100.${address}`);
      }
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await logIn({ ...admin, password: 'mistyped again' }, operatorAddress)).status).toBe(401);
    }

    const rightPassword = await logIn(admin, operatorAddress);
    expect(rightPassword.status).toBe(200);
    expect(typeof rightPassword.body.token).toBe('string');
  }, 60_000);

  it("keeps refusing an address that used up its own failures, whatever the username's other addresses do", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await logIn({ ...admin, password: `guess-${attempt}` }, '192.0.2.90')).status).toBe(401);
    }
    expect((await logIn(admin, '192.0.2.90')).status).toBe(429);
    expect((await logIn(admin, '192.0.2.91')).status).toBe(200);
  });

  it('logs every success and failure with the username and address, never the password', async () => {
    await logIn(admin, '192.0.2.70');
    await logIn({ ...admin, password: 'wrong' }, '192.0.2.70');
    await logIn({ username: 'nobody', password: 'wrong' }, '192.0.2.70');

    const outcomes = logLines
      .filter((line) => typeof line.msg === 'string' && line.msg.startsWith('login'))
      .map(({ msg, username, ip }) => ({ msg, username, ip }));
    expect(outcomes).toEqual([
      { msg: 'login succeeded', username: 'operator', ip: '192.0.2.70' },
      { msg: 'login failed', username: 'operator', ip: '192.0.2.70' },
      { msg: 'login failed', username: 'nobody', ip: '192.0.2.70' },
    ]);
    expect(JSON.stringify(logLines)).not.toContain(admin.password);
    expect(logLines.every((line) => typeof line.requestId === 'string')).toBe(true);
  });
});
