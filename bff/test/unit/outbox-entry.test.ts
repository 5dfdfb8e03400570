import {
  channelOf,
  droppedOutboxEntry,
  newOutboxEntry,
  type OutboxEntry,
  outboxEntrySchema,
} from '../../src/modules/outbox/outbox-entry';

const NOW = new Date('2026-11-24T09:00:00Z');
const LATER = new Date('2026-11-25T09:00:00Z');

describe('outbox entries', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('are new messages to send, queued and due at once, never tried, each with an id of its own and its end', () => {
    const entry = newOutboxEntry('receipt', { expiresAt: LATER });
    expect(entry).toEqual({
      id: expect.any(String),
      kind: 'receipt',
      state: 'pending',
      attempts: 0,
      queuedAt: NOW,
      nextAttemptAt: NOW,
      expiresAt: LATER,
    });
    expect(channelOf(entry)).toBe('email');
    expect(channelOf(newOutboxEntry('receipt', { expiresAt: LATER, channel: 'sms' }))).toBe('sms');
    expect(entry.id).not.toBe(newOutboxEntry('receipt', { expiresAt: LATER }).id);
    expect(entry.id).not.toBe('');
  });

  it('are due when asked, and carry what they are about', () => {
    const dueAt = new Date('2026-11-24T10:00:00Z');
    expect(
      newOutboxEntry('sender-summary', {
        dueAt,
        expiresAt: LATER,
        senderKey: 'phone:2348031234567',
        about: 'SAFA-2026-000123',
      }),
    ).toMatchObject({
      state: 'pending',
      nextAttemptAt: dueAt,
      senderKey: 'phone:2348031234567',
      about: 'SAFA-2026-000123',
    });
  });

  it('are recorded as dropped, with why, when an e-mail will not be sent', () => {
    const at = new Date('2026-11-24T08:00:00Z');
    expect(droppedOutboxEntry('own', 'the outbox was full', at)).toEqual({
      id: expect.any(String),
      kind: 'own',
      state: 'dropped',
      attempts: 0,
      nextAttemptAt: at,
      droppedAt: at,
      droppedReason: 'the outbox was full',
    });
    expect(droppedOutboxEntry('own', 'the outbox was full')).toMatchObject({
      droppedAt: NOW,
      nextAttemptAt: NOW,
    });
  });

  it('are stored as made, and as a sender changes them', () => {
    const held: OutboxEntry = {
      ...newOutboxEntry('receipt', { about: 'SAFA-2026-000123', expiresAt: LATER }),
      attempts: 2,
      lease: { by: 'instance-1', until: new Date('2026-11-24T09:01:00Z') },
      lastError: 'connect ECONNREFUSED',
    };
    const sent: OutboxEntry = {
      ...newOutboxEntry('receipt', { expiresAt: LATER }),
      state: 'sent',
      sentAt: NOW,
    };
    for (const entry of [
      newOutboxEntry('own', { expiresAt: LATER }),
      droppedOutboxEntry('own', 'expired'),
      held,
      sent,
    ]) {
      expect(outboxEntrySchema.parse(entry)).toEqual(entry);
    }
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown state', { state: 'queued' }],
    ['no kind', { kind: '' }],
    ['no id', { id: '' }],
    ['a negative count of attempts', { attempts: -1 }],
    ['a part of an attempt', { attempts: 1.5 }],
    ['no time for the next try', { nextAttemptAt: undefined }],
    ['an end that is no time', { expiresAt: 'tomorrow' }],
    ['a lease held by no one', { lease: { until: NOW } }],
    ['a lease without an end', { lease: { by: 'instance-1' } }],
  ])('refuse %s', (_, change) => {
    expect(
      outboxEntrySchema.safeParse({ ...newOutboxEntry('own', { expiresAt: LATER }), ...change }).success,
    ).toBe(false);
  });
});
