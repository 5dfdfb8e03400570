import { z } from 'zod';
import { timestampSchema } from './common';
import { notificationHealthSchema } from './health';
import { messageCategorySchema } from './message';
import { paymentsSummarySchema } from './payment';

/** What needs doing, as the admin's dashboard shows it after login (all counted by the server). */
export const dashboardSummarySchema = z.object({
  unresponded: z.number().int().min(0),
  /** When the enquiry waiting longest arrived; null when none waits. */
  oldestUnrespondedAt: timestampSchema.nullable(),
  /** Enquiries of the last seven days whose e-mail to the agency was given up (see /api/health). */
  mailsNotSent: z.number().int().min(0),
  /** The seven days up to now. */
  week: z.object({
    since: timestampSchema,
    enquiries: z.number().int().min(0),
    byCategory: z.array(z.object({ category: messageCategorySchema, count: z.number().int().min(1) })),
    byPackage: z.array(
      z.object({ packageId: z.string(), packageTitle: z.string(), count: z.number().int().min(1) }),
    ),
    subscribers: z.number().int().min(0),
  }),
  bookings: z.object({
    /** Bookings holding seats unpaid, their hold still running. */
    held: z.number().int().min(0),
    /** The next departures still to leave, soonest first, with their seats left. */
    nextDepartures: z.array(
      z.object({
        departureId: z.string(),
        packageTitle: z.string(),
        departsOn: z.string(),
        seats: z.number().int(),
        seatsLeft: z.number().int(),
      }),
    ),
  }),
  /** Transfer proofs waiting to be checked, and balances past their day. */
  payments: paymentsSummarySchema,
  /** The messages' outbox (e-mail, WhatsApp, SMS), and which channels are on. */
  messages: notificationHealthSchema.extend({
    channels: z.object({ email: z.boolean(), whatsapp: z.boolean(), sms: z.boolean() }),
  }),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
