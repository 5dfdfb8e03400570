import { z } from 'zod';
import { entitySchema, honeypotSchema, objectIdSchema, requiredText, timestampSchema } from './common';
import { LIMITS, MESSAGE_CATEGORIES, MESSAGE_STATUSES } from './rules';

export const messageCategorySchema = z.enum(MESSAGE_CATEGORIES, {
  error: 'Choose what the message is about.',
});
export const messageStatusSchema = z.enum(MESSAGE_STATUSES);

export const messageInputSchema = z.strictObject({
  name: requiredText('Name is required.', LIMITS.nameMax),
  phone: requiredText('Phone is required.', LIMITS.phoneMax),
  email: requiredText('Email is required.', LIMITS.emailMax).pipe(
    z.email({ error: 'Enter a valid email address.' }),
  ),
  message: requiredText('Message is required.', LIMITS.messageMax),
  category: messageCategorySchema,
  packageId: objectIdSchema.optional(),
  packageTitle: z.string().trim().max(LIMITS.titleMax).optional(),
  website: honeypotSchema,
});
export type MessageInput = z.input<typeof messageInputSchema>;

export const messageSchema = entitySchema.extend({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  category: messageCategorySchema,
  message: z.string(),
  status: messageStatusSchema,
  packageId: z.string().optional(),
  packageTitle: z.string().optional(),
  createdAt: timestampSchema,
});
export type Message = z.infer<typeof messageSchema>;
export const messageListSchema = z.array(messageSchema);
