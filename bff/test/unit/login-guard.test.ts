import { RateLimited } from '../../src/errors';
import { createLoginGuard } from '../../src/modules/users/login-guard';
import { memoryLimiters } from './support/memory-limiters';

const MAX = 3;
const WINDOW_MS = 15 * 60 * 1000;
const HOME = '203.0.113.10';
const ELSEWHERE = '198.51.100.20';

const guardOf = () => createLoginGuard({ max: MAX, windowMs: WINDOW_MS }, memoryLimiters());

/** Whether the guard admits the attempt (an admitted attempt counts as a failure until told otherwise). */
const admits = async (guard: ReturnType<typeof guardOf>, username: string, address: string) =>
  guard.admit(username, address).then(
    () => true,
    (error: unknown) => {
      if (error instanceof RateLimited) return false;
      throw error;
    },
  );

const attempts = async (count: number, try_: () => Promise<boolean>) => {
  const admitted: boolean[] = [];
  for (let attempt = 1; attempt <= count; attempt += 1) admitted.push(await try_());
  return admitted;
};

describe('the login guard', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('admits `max` attempts from an address in a window, then answers 429 with when to come back', async () => {
    const guard = guardOf();
    expect(await attempts(MAX, () => admits(guard, 'operator', HOME))).toEqual([true, true, true]);

    const refused = await guard.admit('operator', HOME).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimited);
    expect(refused).toMatchObject({
      message: 'Too many failed logins. Please try again later.',
      retryAfterSeconds: WINDOW_MS / 1000,
    });

    jest.advanceTimersByTime(WINDOW_MS);
    expect(await admits(guard, 'operator', HOME)).toBe(true);
  });

  it('counts an address by all its attempts, whatever usernames they try', async () => {
    const guard = guardOf();
    const usernames = ['operator', 'admin', 'root', 'safa'];
    expect(await Promise.all(usernames.map((username) => admits(guard, username, HOME)))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('never refuses an address for what other addresses did, even to the same username', async () => {
    const guard = guardOf();
    await attempts(MAX + 2, () => admits(guard, 'operator', HOME));
    expect(await admits(guard, 'operator', ELSEWHERE)).toBe(true);
  });

  it('counts the addresses of one IPv6 /64 network as one client', async () => {
    const guard = guardOf();
    const line = ['2001:db8:0:7::1', '2001:db8:0:7::2', '2001:db8:0:7:a::b', '2001:db8:0:7::ffff'];
    expect(await Promise.all(line.map((address) => admits(guard, 'operator', address)))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(await admits(guard, 'operator', '2001:db8:0:8::1')).toBe(true);
  });

  it('clears the address and the username there on a success', async () => {
    const guard = guardOf();
    await attempts(MAX - 1, () => admits(guard, 'operator', HOME));
    await (await guard.admit('operator', HOME)).succeeded();
    expect(await attempts(MAX + 1, () => admits(guard, 'operator', HOME))).toEqual([true, true, true, false]);
  });

  it("keeps a username's failures at an address when another username logs in from there", async () => {
    const guard = guardOf();
    await attempts(MAX - 1, () => admits(guard, 'operator', HOME));
    await (await guard.admit('admin', HOME)).succeeded();
    // The address is cleared; the username, spelt in any case, still has its two failures there.
    expect(await attempts(2, () => admits(guard, 'OPERATOR', HOME))).toEqual([true, false]);
    expect(await admits(guard, 'admin', HOME)).toBe(true);
  });

  it('does not count an attempt whose password was not checked', async () => {
    const guard = guardOf();
    for (let attempt = 1; attempt <= MAX + 2; attempt += 1)
      await (await guard.admit('operator', HOME)).withdrawn();
    expect(await attempts(MAX + 1, () => admits(guard, 'operator', HOME))).toEqual([true, true, true, false]);
  });
});
