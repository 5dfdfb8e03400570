import { z } from 'zod';
import { emailAddress, entitySchema, honeypotSchema, timestampSchema } from './common';
import { listQuerySchema, pageSchema, searchQuery, sinceQuery } from './list-page';
import { LIMITS } from './rules';

/** §5/§8: the one answer to a missing or malformed address. */
const INVALID_ADDRESS = 'Please enter a valid address.';

export const NEWSLETTER_DUPLICATE_ERROR = 'This email is already subscribed.';

export const newsletterInputSchema = z.strictObject({
  email: emailAddress(
    { required: INVALID_ADDRESS, invalid: INVALID_ADDRESS, tooLong: INVALID_ADDRESS },
    LIMITS.emailMax,
  ).toLowerCase(),
  website: honeypotSchema,
});
export type NewsletterInput = z.input<typeof newsletterInputSchema>;

/** A subscriber as stored: the address as the input gives it, trimmed and lower-cased. */
export const subscriberRecordSchema = z.object({ email: z.string().min(1) });
export type SubscriberRecord = z.infer<typeof subscriberRecordSchema>;

export const subscriberSchema = entitySchema.extend({
  ...subscriberRecordSchema.shape,
  createdAt: timestampSchema,
});
export type Subscriber = z.infer<typeof subscriberSchema>;
export const subscriberListSchema = z.array(subscriberSchema);

export const subscriberListQuerySchema = listQuerySchema({
  search: searchQuery('the e-mail'),
  since: sinceQuery,
});
export type SubscriberListQuery = z.input<typeof subscriberListQuerySchema>;
export const subscriberPageSchema = pageSchema(subscriberSchema);

/** The export of spec §7, whatever the number of subscribers (the BFF streams it). */
export const SUBSCRIBERS_CSV_NAME = 'newsletter_subscribers.csv';
