import { z } from 'zod';

/** The enquiry e-mails' outbox, for the admin (given only with an admin token). */
export const notificationHealthSchema = z.object({
  enabled: z.boolean(),
  /** Enquiry mails not sent yet, and how many of those have failed at least once. */
  pending: z.number().int().min(0),
  failing: z.number().int().min(0),
  oldestPendingAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** E-mails given up (too old, refused too often, or the outbox was full); their enquiries are kept. */
  dropped: z.number().int().min(0),
  lastDropped: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type NotificationHealth = z.infer<typeof notificationHealthSchema>;

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  mongo: z.enum(['up', 'down']),
  notifications: notificationHealthSchema.optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
