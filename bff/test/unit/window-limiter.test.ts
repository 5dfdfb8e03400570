import { RateLimiterMemory } from 'rate-limiter-flexible';
import { type LimiterStore, windowLimiter } from '../../src/modules/throttle/window-limiter';

const WINDOW_SECONDS = 60;
const limiterOf = (
  max: number,
  store: LimiterStore = new RateLimiterMemory({ points: max, duration: WINDOW_SECONDS }),
) => windowLimiter(store, max);

describe('a window limiter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('allows `max` attempts under a key in a window and refuses the next, until the window passes', async () => {
    const limiter = limiterOf(3);
    const verdicts = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) verdicts.push(await limiter.hit('203.0.113.7'));
    expect(verdicts.map(({ allowed, count }) => ({ allowed, count }))).toEqual([
      { allowed: true, count: 1 },
      { allowed: true, count: 2 },
      { allowed: true, count: 3 },
      { allowed: false, count: 4 },
    ]);

    jest.advanceTimersByTime(WINDOW_SECONDS * 1000);
    expect(await limiter.hit('203.0.113.7')).toMatchObject({ allowed: true, count: 1 });
  });

  it('tells in whole seconds, rounded up, when the window passes', async () => {
    const limiter = limiterOf(1);
    await limiter.hit('203.0.113.7');
    jest.advanceTimersByTime(500);
    expect(await limiter.hit('203.0.113.7')).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
  });

  it('counts each key on its own', async () => {
    const limiter = limiterOf(1);
    expect((await limiter.hit('203.0.113.7')).allowed).toBe(true);
    expect((await limiter.hit('203.0.113.8')).allowed).toBe(true);
    expect((await limiter.hit('203.0.113.7')).allowed).toBe(false);
  });

  it('counts several points at once, and takes them back', async () => {
    const limiter = limiterOf(4);
    expect(await limiter.hit('phone', 3)).toMatchObject({ allowed: true, count: 3 });
    expect(await limiter.hit('phone', 2)).toMatchObject({ allowed: false, count: 5 });
    await limiter.refund('phone', 2);
    expect(await limiter.hit('phone')).toMatchObject({ allowed: true, count: 4 });
    await limiter.refund('phone');
    expect(await limiter.hit('phone')).toMatchObject({ allowed: true, count: 4 });
  });

  it('forgets a key when cleared, and only that key', async () => {
    const limiter = limiterOf(2);
    await limiter.hit('operator');
    await limiter.hit('operator');
    await limiter.hit('someone else');
    await limiter.clear('operator');
    expect(await limiter.hit('operator')).toMatchObject({ allowed: true, count: 1 });
    expect(await limiter.hit('someone else')).toMatchObject({ count: 2 });
  });

  it('hands the store a digest of each key, never the key itself', async () => {
    const memory = new RateLimiterMemory({ points: 5, duration: WINDOW_SECONDS });
    const keys: unknown[] = [];
    const recording: LimiterStore = {
      penalty(key, points) {
        keys.push(key);
        return memory.penalty(key, points);
      },
      reward(key, points) {
        keys.push(key);
        return memory.reward(key, points);
      },
      delete(key) {
        keys.push(key);
        return memory.delete(key);
      },
    };
    const limiter = limiterOf(5, recording);
    await limiter.hit('amina@example.com');
    await limiter.refund('amina@example.com');
    await limiter.clear('amina@example.com');
    await limiter.hit('0803 123 4567');

    const [hit, refund, clear, other] = keys;
    expect(hit).toMatch(/^[\w-]{43}$/);
    expect([refund, clear]).toEqual([hit, hit]);
    expect(other).toMatch(/^[\w-]{43}$/);
    expect(other).not.toBe(hit);
  });
});
