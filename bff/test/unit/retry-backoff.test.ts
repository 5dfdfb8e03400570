import { backoff } from '../../src/modules/notifications/retry-backoff';

describe('the wait before an e-mail is tried again', () => {
  it('is the first wait after one failure, doubled after each further one, never more than the longest', () => {
    const timing = { backoffMs: 1000, maxBackoffMs: 60_000 };
    expect([1, 2, 3, 6, 7, 20].map((attempts) => backoff(attempts, timing))).toEqual([
      1000, 2000, 4000, 32_000, 60_000, 60_000,
    ]);
  });

  it('reaches the longest wait exactly, and stays there', () => {
    const timing = { backoffMs: 500, maxBackoffMs: 4000 };
    expect([3, 4, 5].map((attempts) => backoff(attempts, timing))).toEqual([2000, 4000, 4000]);
  });

  it('is the first wait before any failure is counted', () => {
    expect(backoff(0, { backoffMs: 1000, maxBackoffMs: 60_000 })).toBe(1000);
  });
});
