import { lagosClock, lagosToday } from '@safa/contract';
import { mongo, trusted } from 'mongoose';
import { SubscriberModel } from '../newsletter/subscriber.model';
import { DigestModel, type StoredDigest } from './digest.model';
import { composeMail, inLagos, type Mail } from './mail-text';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Today's digest, held by `instance` for `leaseMs`, once it is `hour` o'clock in Lagos and the digest
 * is not sent; null otherwise or when another instance holds it. Atomic, like the enquiry outbox.
 */
export async function claimDigest(
  { hour, instance, leaseMs }: { hour: number; instance: string; leaseMs: number },
  now = new Date(),
): Promise<StoredDigest | null> {
  if (lagosClock(now).getUTCHours() < hour) return null;
  const _id = lagosToday(now);
  try {
    await DigestModel.updateOne(
      { _id },
      { $setOnInsert: { state: 'pending', attempts: 0, nextAttemptAt: now } },
      { upsert: true },
    );
  } catch (error) {
    // Two instances created it at once: it exists, which is all this needed.
    if (!(error instanceof mongo.MongoServerError && error.code === 11000)) throw error;
  }
  return DigestModel.findOneAndUpdate(
    {
      _id,
      state: 'pending',
      nextAttemptAt: trusted({ $lte: now }),
      $or: [{ leaseUntil: trusted({ $exists: false }) }, { leaseUntil: trusted({ $lte: now }) }],
    },
    { $set: { claimedBy: instance, leaseUntil: new Date(now.getTime() + leaseMs) } },
    { returnDocument: 'after' },
  ).lean();
}

/** The sign-ups since the last digest sent (a day's worth for the first), up to `now`. */
export async function signUpsFor(now = new Date()): Promise<Array<{ email: string; createdAt: Date }>> {
  const last = await DigestModel.findOne({ state: 'sent' }).sort({ until: -1 }).select('until').lean();
  const since = last?.until ?? new Date(now.getTime() - DAY_MS);
  return SubscriberModel.find({ createdAt: trusted({ $gt: since, $lte: now }) })
    .sort({ createdAt: 1 })
    .select('email createdAt')
    .lean();
}

export function digestMail(day: string, signUps: Array<{ email: string; createdAt: Date }>): Mail {
  const count = signUps.length;
  return composeMail(
    `${count} new newsletter ${count === 1 ? 'subscriber' : 'subscribers'} (${day})`,
    signUps.map(({ email, createdAt }) => [inLagos(createdAt), email]),
    'The full list, with export to CSV, is in the admin under Newsletter.',
    [],
  );
}

export async function markDigestSent(
  digest: StoredDigest,
  instance: string,
  { until, subscribers }: { until: Date; subscribers: number },
): Promise<void> {
  await DigestModel.updateOne(
    { _id: digest._id, state: 'pending', claimedBy: instance },
    {
      $set: { state: 'sent', until, subscribers, sentAt: new Date() },
      $unset: { claimedBy: '', leaseUntil: '' },
    },
  );
}

export async function markDigestFailed(
  digest: StoredDigest,
  instance: string,
  { error, retryAt }: { error: string; retryAt: Date },
): Promise<void> {
  await DigestModel.updateOne(
    { _id: digest._id, state: 'pending', claimedBy: instance },
    {
      $set: { nextAttemptAt: retryAt, lastError: error },
      $inc: { attempts: 1 },
      $unset: { claimedBy: '', leaseUntil: '' },
    },
  );
}
