import { z } from 'zod';
import { entitySchema, honeypotSchema, timestampSchema } from './common';
import { EMAIL_PATTERN, LIMITS } from './rules';

export const NEWSLETTER_DUPLICATE_ERROR = 'This email is already subscribed.';

export const newsletterInputSchema = z.strictObject({
  email: z
    .string({ error: 'Please enter a valid address.' })
    .trim()
    .toLowerCase()
    .max(LIMITS.emailMax, { error: 'Please enter a valid address.' })
    .regex(EMAIL_PATTERN, { error: 'Please enter a valid address.' }),
  website: honeypotSchema,
});
export type NewsletterInput = z.input<typeof newsletterInputSchema>;

export const subscriberSchema = entitySchema.extend({
  email: z.string(),
  createdAt: timestampSchema,
});
export type Subscriber = z.infer<typeof subscriberSchema>;
export const subscriberListSchema = z.array(subscriberSchema);
