import { z } from 'zod';
import { emailAddress, entitySchema, honeypotSchema, timestampSchema } from './common';
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

export const subscriberSchema = entitySchema.extend({
  email: z.string(),
  createdAt: timestampSchema,
});
export type Subscriber = z.infer<typeof subscriberSchema>;
export const subscriberListSchema = z.array(subscriberSchema);
