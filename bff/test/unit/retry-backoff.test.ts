import { backoff } from '../../src/modules/notifications/retry-backoff';
import { WORKER_TIMING } from '../../src/modules/notifications/notification-worker';

describe('the wait before an e-mail is tried again', () => {
  it('doubles after each failure from a second, never more than a minute', () => {
    expect([1, 2, 3, 6, 7, 20].map((attempts) => backoff(attempts, WORKER_TIMING))).toEqual([
      1000, 2000, 4000, 32_000, 60_000, 60_000,
    ]);
  });

});
