import { combinedState, type OutboxState } from '../../src/modules/outbox/outbox-state';

const empty: OutboxState = {
  pending: 0,
  failing: 0,
  oldestPendingAt: null,
  lastError: null,
  dropped: 0,
  lastDropped: null,
};

describe('the outbox state of several stores', () => {
  it('adds what waits, fails and was dropped, and keeps the oldest pending', () => {
    const enquiries: OutboxState = {
      pending: 3,
      failing: 1,
      oldestPendingAt: '2026-11-24T08:00:00.000Z',
      lastError: 'connect ECONNREFUSED',
      dropped: 2,
      lastDropped: { at: '2026-11-23T10:00:00.000Z', reason: 'the outbox was full' },
    };
    const bookings: OutboxState = {
      pending: 2,
      failing: 2,
      oldestPendingAt: '2026-11-24T07:00:00.000Z',
      lastError: 'greeting never received',
      dropped: 1,
      lastDropped: { at: '2026-11-24T06:00:00.000Z', reason: 'not sent within a day of the booking' },
    };
    expect(combinedState([enquiries, bookings])).toEqual({
      pending: 5,
      failing: 3,
      oldestPendingAt: '2026-11-24T07:00:00.000Z',
      lastError: 'connect ECONNREFUSED',
      dropped: 3,
      lastDropped: { at: '2026-11-24T06:00:00.000Z', reason: 'not sent within a day of the booking' },
    });
    expect(combinedState([bookings, enquiries])).toMatchObject({
      oldestPendingAt: '2026-11-24T07:00:00.000Z',
      lastDropped: { at: '2026-11-24T06:00:00.000Z' },
    });
  });

  it("reports a store's error and drop when the others have none", () => {
    const failing: OutboxState = {
      ...empty,
      pending: 1,
      failing: 1,
      oldestPendingAt: '2026-11-24T08:00:00.000Z',
      lastError: 'connect ECONNREFUSED',
      lastDropped: { at: '2026-11-23T10:00:00.000Z', reason: 'the outbox was full' },
    };
    expect(combinedState([empty, failing, empty])).toEqual(failing);
  });

  it('is empty with nothing in any store', () => {
    expect(combinedState([empty, empty])).toEqual(empty);
    expect(combinedState([])).toEqual(empty);
  });
});
