import { type Types, trusted } from 'mongoose';
import { MessageModel, type StoredMessage } from '../messages/message.model';
import type { OutboxEntry } from '../outbox/outbox-entry';

const PENDING = { 'notification.state': 'pending' } as const;

/** How many e-mails wait to be sent. */
export const pendingCount = (): Promise<number> => MessageModel.countDocuments(PENDING);

export type ClaimedMessage = StoredMessage & { _id: Types.ObjectId; notification: OutboxEntry };

/**
 * Takes the next due e-mail for `instance`, atomically: one findOneAndUpdate, so two BFF instances
 * never hold the same one. The hold lasts `leaseMs`; an instance that dies while sending loses it then.
 */
export async function claimNext(
  instance: string,
  leaseMs: number,
  now = new Date(),
): Promise<ClaimedMessage | null> {
  return MessageModel.findOneAndUpdate(
    {
      'notification.state': 'pending',
      'notification.nextAttemptAt': trusted({ $lte: now }),
      $or: [
        { 'notification.leaseUntil': trusted({ $exists: false }) },
        { 'notification.leaseUntil': trusted({ $lte: now }) },
      ],
    },
    {
      $set: {
        'notification.claimedBy': instance,
        'notification.leaseUntil': new Date(now.getTime() + leaseMs),
      },
    },
    { sort: { 'notification.nextAttemptAt': 1 }, returnDocument: 'after' },
  )
    .select('+notification')
    .lean<ClaimedMessage>();
}

/** Sent: recorded once, and only by the instance that holds it. */
export async function markSent(id: Types.ObjectId, instance: string, now = new Date()): Promise<void> {
  await MessageModel.updateOne(
    { _id: id, 'notification.state': 'pending', 'notification.claimedBy': instance },
    {
      $set: { 'notification.state': 'sent', 'notification.sentAt': now },
      $unset: { 'notification.claimedBy': '', 'notification.leaseUntil': '' },
    },
  );
}

/** Given up: it will not be sent, for `reason`. */
export async function markDropped(
  id: Types.ObjectId,
  instance: string,
  { reason, error }: { reason: string; error?: string },
  now = new Date(),
): Promise<void> {
  await MessageModel.updateOne(
    { _id: id, 'notification.state': 'pending', 'notification.claimedBy': instance },
    {
      $set: {
        'notification.state': 'dropped',
        'notification.droppedAt': now,
        'notification.droppedReason': reason,
        ...(error !== undefined && { 'notification.lastError': error }),
      },
      $unset: { 'notification.claimedBy': '', 'notification.leaseUntil': '' },
    },
  );
}

/** Not sent: released, to be tried again at `retryAt`. */
export async function markFailed(
  id: Types.ObjectId,
  instance: string,
  { error, retryAt }: { error: string; retryAt: Date },
): Promise<void> {
  await MessageModel.updateOne(
    { _id: id, 'notification.state': 'pending', 'notification.claimedBy': instance },
    {
      $set: { 'notification.nextAttemptAt': retryAt, 'notification.lastError': error },
      $inc: { 'notification.attempts': 1 },
      $unset: { 'notification.claimedBy': '', 'notification.leaseUntil': '' },
    },
  );
}

/** The outbox as the admin's health details show it. */
export async function outboxState(): Promise<{
  pending: number;
  failing: number;
  oldestPendingAt: string | null;
  lastError: string | null;
  dropped: number;
  lastDropped: { at: string; reason: string } | null;
}> {
  const failingFilter = { ...PENDING, 'notification.attempts': trusted({ $gt: 0 }) } as const;
  const droppedFilter = { 'notification.state': 'dropped' } as const;
  const [pending, failing, oldest, lastFailed, dropped, lastDropped] = await Promise.all([
    pendingCount(),
    MessageModel.countDocuments(failingFilter),
    MessageModel.findOne(PENDING).sort({ createdAt: 1 }).select('createdAt').lean(),
    MessageModel.findOne(failingFilter)
      .sort({ 'notification.nextAttemptAt': -1 })
      .select('+notification')
      .lean(),
    MessageModel.countDocuments(droppedFilter),
    MessageModel.findOne(droppedFilter).sort({ 'notification.droppedAt': -1 }).select('+notification').lean(),
  ]);
  const droppedNotice = lastDropped?.notification;
  return {
    pending,
    failing,
    oldestPendingAt: oldest?.createdAt.toISOString() ?? null,
    lastError: lastFailed?.notification?.lastError ?? null,
    dropped,
    lastDropped:
      droppedNotice?.droppedAt && droppedNotice.droppedReason
        ? { at: droppedNotice.droppedAt.toISOString(), reason: droppedNotice.droppedReason }
        : null,
  };
}
