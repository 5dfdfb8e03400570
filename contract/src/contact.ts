import { z } from 'zod';
import { entitySchema, requiredText, timestampSchema } from './common';
import { searchQuery } from './list-page';
import { CONTACT_CATEGORIES, EMAIL_PATTERN, LIMITS, PHONE_PATTERN } from './rules';

/** §5: 'Error: Both fields are required.' when title or category is missing. */
const BOTH_REQUIRED = 'Error: Both fields are required.';

export const contactCategorySchema = z.enum(CONTACT_CATEGORIES, {
  error: (issue) => (issue.input === undefined ? BOTH_REQUIRED : 'Category must be Email or Phone.'),
});
export type ContactCategory = z.infer<typeof contactCategorySchema>;

export const contactInputSchema = z
  .strictObject({
    title: requiredText(
      BOTH_REQUIRED,
      LIMITS.emailMax,
      `Title is too long (at most ${LIMITS.emailMax} characters).`,
    ),
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

/** A contact as stored: a phone number or an e-mail address, and which of the two it is. */
export const contactRecordSchema = z.object({
  title: z.string().trim().min(1),
  category: contactCategorySchema,
});
export type ContactRecord = z.infer<typeof contactRecordSchema>;

export const contactSchema = entitySchema.extend({
  ...contactRecordSchema.shape,
  createdAt: timestampSchema,
});
export type Contact = z.infer<typeof contactSchema>;
export const contactListSchema = z.array(contactSchema);

/** Contacts are few and not paginated (spec §7): a search narrows the whole list. */
export const contactListQuerySchema = z.strictObject({ search: searchQuery('the title or the category') });
