import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { model, trusted } from 'mongoose';
import { z } from 'zod';
import { Busy } from '../errors';
import { isDuplicateKeyError } from './duplicate-key';
import { schemaFromZod } from './schema-from-zod';

/** A named lock: who holds it, and until when (a holder that died loses it then). */
const lockSchema = z.object({ _id: z.string().min(1), holder: z.string(), until: z.date() });
type Lock = z.infer<typeof lockSchema>;

const locks = schemaFromZod<Lock>(lockSchema);
// Locks left by stopped processes go by themselves, a minute after their lease ran out.
locks.index({ until: 1 }, { expireAfterSeconds: 60 });
const LockModel = model<Lock>('Lock', locks, 'locks');

export interface LockTiming {
  /** How long a lock is held at most: longer than any work done under it. */
  leaseMs: number;
  /** How long to wait for a lock held by another before answering 503 (try again). */
  waitMs: number;
}

// A rush on one departure queues behind its lock, each booking holding it a few hundred ms on a busy
// machine: 20 s lets forty bookings at once all be answered (booked or sold out) rather than 28 told to
// try again, as 5 s did in the two-instance race test on a loaded CI machine.
const TIMING: LockTiming = { leaseMs: 15_000, waitMs: 20_000 };

async function acquire(name: string, holder: string, { leaseMs }: LockTiming): Promise<boolean> {
  const now = new Date();
  const until = new Date(now.getTime() + leaseMs);
  try {
    await LockModel.create({ _id: name, holder, until });
    return true;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  // Held: taken over only once its lease has run out.
  const taken = await LockModel.findOneAndUpdate(
    { _id: name, until: trusted({ $lte: now }) },
    { $set: { holder, until } },
  ).lean();
  return taken !== null;
}

/**
 * Runs `work` holding every lock of `names` (in MongoDB, so across BFF instances): taken in one order
 * so two callers never wait on each other, released after, by their holder only. Answers 503 (Busy)
 * when another caller keeps one longer than `waitMs`.
 */
export async function withLeaseLocks<T>(
  names: readonly string[],
  work: () => Promise<T>,
  timing: LockTiming = TIMING,
): Promise<T> {
  const holder = randomUUID();
  const held: string[] = [];
  const deadline = Date.now() + timing.waitMs;
  try {
    for (const name of [...new Set(names)].sort()) {
      while (!(await acquire(name, holder, timing))) {
        if (Date.now() > deadline)
          throw new Busy('Many bookings are being made at once: try again in a moment.', 2);
        await sleep(40 + Math.random() * 60);
      }
      held.push(name);
    }
    return await work();
  } finally {
    await Promise.all(held.map((name) => LockModel.deleteOne({ _id: name, holder })));
  }
}
