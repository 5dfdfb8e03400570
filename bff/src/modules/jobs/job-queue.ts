import { randomUUID } from 'node:crypto';
import { trusted } from 'mongoose';
import { isDuplicateKeyError } from '../../db/duplicate-key';
import type { Logger } from '../../logger';
import { pollEvery } from '../../polling-loop';
import { backoff } from '../notifications/retry-backoff';
import { JobModel, type StoredJob } from './job.model';

/** Queues the job `key` of `kind` (once: the same key again is the same job). True when it is new. */
export async function enqueueJob(
  key: string,
  kind: string,
  payload: object,
  now = new Date(),
): Promise<boolean> {
  try {
    await JobModel.create({
      _id: key,
      kind,
      payload: JSON.stringify(payload),
      state: 'pending',
      attempts: 0,
      nextAttemptAt: now,
    });
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

/** Does a job of one kind; a throw means "try again later". */
export type JobHandler = (payload: unknown) => Promise<void>;

export interface JobTiming {
  pollMs: number;
  /** How long a claimed job is held before another instance may take it over. */
  leaseMs: number;
  backoffMs: number;
  maxBackoffMs: number;
  /** Failures after which a job is given up (kept, failed, and logged as an error). */
  maxAttempts: number;
}

export const JOB_TIMING: JobTiming = {
  pollMs: 1000,
  leaseMs: 30_000,
  backoffMs: 2000,
  maxBackoffMs: 10 * 60 * 1000,
  // About two days of tries, the last ones ten minutes apart.
  maxAttempts: 300,
};

export interface JobWorker {
  /** Does every due job now, one after another. */
  runOnce(now?: Date): Promise<void>;
  stop(): Promise<void>;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Works through the queued jobs of the kinds it has handlers for, claiming each with one atomic
 * update (so of several BFF instances one does it), and marking it done, or failed to be tried again
 * with backoff, on the condition that it still holds it. A job whose instance died is taken over once
 * its lease has run out: every handler may run twice without effect.
 */
export function startJobWorker(
  handlers: Readonly<Record<string, JobHandler>>,
  { logger, timing = JOB_TIMING }: { logger: Logger; timing?: JobTiming },
): JobWorker {
  const instance = randomUUID();

  async function claimNext(now: Date): Promise<StoredJob | null> {
    return JobModel.findOneAndUpdate(
      {
        state: 'pending',
        kind: trusted({ $in: Object.keys(handlers) }),
        nextAttemptAt: trusted({ $lte: now }),
        $or: [{ lease: trusted({ $exists: false }) }, { 'lease.until': trusted({ $lte: now }) }],
      },
      { $set: { lease: { by: instance, until: new Date(now.getTime() + timing.leaseMs) } } },
      { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
    ).lean<StoredJob>();
  }

  /** Changes a job this instance still holds. */
  const settle = (job: StoredJob, change: object) =>
    JobModel.updateOne(
      { _id: job._id, 'lease.by': instance, 'lease.until': job.lease?.until },
      { ...change, $unset: { lease: '' } },
    );

  async function runNext(now: Date): Promise<boolean> {
    const job = await claimNext(now);
    if (!job) return false;
    const handler = handlers[job.kind];
    try {
      await handler?.(JSON.parse(job.payload));
      await settle(job, { $set: { state: 'done', doneAt: new Date() } });
    } catch (error) {
      const attempts = job.attempts + 1;
      const givenUp = attempts >= timing.maxAttempts;
      await settle(job, {
        $set: {
          attempts,
          lastError: describe(error),
          ...(givenUp
            ? { state: 'failed' }
            : { nextAttemptAt: new Date(Date.now() + backoff(attempts, timing)) }),
        },
      });
      const about = { err: error, job: job._id, kind: job.kind, attempts };
      if (givenUp) logger.error(about, 'a background job failed for good: it will not be tried again');
      else logger.warn(about, 'a background job failed; it will be tried again');
    }
    return true;
  }

  async function runOnce(now?: Date): Promise<void> {
    while (await runNext(now ?? new Date()));
  }

  const loop = pollEvery(
    timing.pollMs,
    () => runOnce(),
    (error) => logger.error({ err: error }, 'the job worker could not read its queue'),
  );
  return {
    runOnce,
    stop: () => loop.stop(),
  };
}
