import { z } from 'zod';
import { entitySchema, timestampSchema } from './common';
import { CONTACT_CATEGORIES, EMAIL_PATTERN, LIMITS, PHONE_PATTERN } from './rules';

export const contactCategorySchema = z.enum(CONTACT_CATEGORIES, {
  error: 'Category must be Email or Phone.',
});
export type ContactCategory = z.infer<typeof contactCategorySchema>;

export const contactInputSchema = z
  .strictObject({
    title: z
      .string({ error: 'Error: Both fields are required.' })
      .trim()
      .min(1, { error: 'Error: Both fields are required.' })
      .max(LIMITS.emailMax),
    category: contactCategorySchema,
  })
  .superRefine(({ title, category }, context) => {
    const valid = category === 'Email' ? EMAIL_PATTERN.test(title) : PHONE_PATTERN.test(title);
    if (!valid) {
      context.addIssue({
        code: 'custom',
        path: ['title'],
        message: category === 'Email' ? 'Enter a valid email address.' : 'Enter a valid phone number.',
      });
    }
  });
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactSchema = entitySchema.extend({
  title: z.string(),
  category: contactCategorySchema,
  createdAt: timestampSchema,
});
export type Contact = z.infer<typeof contactSchema>;
export const contactListSchema = z.array(contactSchema);
