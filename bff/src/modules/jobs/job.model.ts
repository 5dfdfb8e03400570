import { model } from 'mongoose';
import { z } from 'zod';
import { schemaFromZod } from '../../db/schema-from-zod';

/**
 * Work the BFF does in the background, stored before anyone is told it will be done (a provider's
 * webhook answered 200, say): claimed by one instance at a time, retried with backoff until done.
 * Its `_id` is the job's own key, so the same work queued twice (a webhook delivered again) is one job.
 */
const jobSchema = z.object({
  _id: z.string().min(1),
  kind: z.string().min(1),
  /** What the job works on, as JSON. */
  payload: z.string(),
  state: z.enum(['pending', 'done', 'failed']),
  attempts: z.int().min(0),
  nextAttemptAt: z.date(),
  /** The instance working on it, and until when (an instance that dies loses it then). */
  lease: z.object({ by: z.string(), until: z.date() }).optional(),
  lastError: z.string().optional(),
  doneAt: z.date().optional(),
});
export type StoredJob = z.infer<typeof jobSchema> & { createdAt: Date; updatedAt: Date };

const jobs = schemaFromZod<StoredJob>(jobSchema, { timestamps: true });
jobs.index({ state: 1, nextAttemptAt: 1 });
// Done jobs are kept a month (a replayed webhook is still known as one), then go by themselves.
jobs.index({ doneAt: 1 }, { expireAfterSeconds: 30 * 24 * 60 * 60 });

export const JobModel = model<StoredJob>('Job', jobs, 'jobs');
