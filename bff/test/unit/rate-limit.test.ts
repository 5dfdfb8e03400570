import type { Context, Next } from 'koa';
import { RateLimited } from '../../src/errors';
import type { AppState } from '../../src/http/context';
import { publicPostLimit } from '../../src/http/rate-limit';
import { memoryLimiters } from './support/memory-limiters';

const LIMIT = { max: 2, windowMs: 60_000 };

/** Whether the middleware lets one POST from `ip` through to the call. */
async function passes(middleware: ReturnType<typeof publicPostLimit>, ip: string): Promise<boolean> {
  const next = jest.fn<ReturnType<Next>, []>(async () => undefined);
  try {
    await middleware({ ip } as Context & { state: AppState }, next);
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error;
    expect(next).not.toHaveBeenCalled();
    expect(error).toMatchObject({
      message: 'Too many requests. Please try again later.',
      retryAfterSeconds: 60,
    });
    return false;
  }
  expect(next).toHaveBeenCalledTimes(1);
  return true;
}

describe('the limit of public POSTs', () => {
  it('lets `max` posts from an address through to the call, then refuses with 429 before it', async () => {
    const limit = publicPostLimit('messages', LIMIT, memoryLimiters());
    expect([await passes(limit, '203.0.113.7'), await passes(limit, '203.0.113.7')]).toEqual([true, true]);
    expect(await passes(limit, '203.0.113.7')).toBe(false);
    expect(await passes(limit, '203.0.113.8')).toBe(true);
  });

  it('counts the addresses of one IPv6 /64 network as one client', async () => {
    const limit = publicPostLimit('messages', LIMIT, memoryLimiters());
    await passes(limit, '2001:db8:0:7::1');
    await passes(limit, '2001:db8:0:7::2');
    expect(await passes(limit, '2001:db8:0:7::3')).toBe(false);
  });

  it('counts each call on its own', async () => {
    const limiters = memoryLimiters();
    const messages = publicPostLimit('messages', LIMIT, limiters);
    const newsletter = publicPostLimit('newsletter', LIMIT, limiters);
    await passes(messages, '203.0.113.7');
    await passes(messages, '203.0.113.7');
    expect(await passes(newsletter, '203.0.113.7')).toBe(true);
    expect(await passes(publicPostLimit('messages', LIMIT, limiters), '203.0.113.7')).toBe(false);
  });
});
