import { z } from 'zod';
import { INLINE_DATA_PATTERN } from './rules';

const OBJECT_ID = /^[a-f\d]{24}$/i;

export const objectIdSchema = z.string().regex(OBJECT_ID, { error: 'Invalid id.' });

export const idParamsSchema = z.strictObject({ id: objectIdSchema });

/** Every entity in an answer carries a string `id`. */
export const entitySchema = z.object({ id: z.string() });

export const timestampSchema = z.string().describe('ISO 8601 date and time');

/** Text that must be present once trimmed. */
export const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, {
      error: `${message.replace(/ is required\.$/, '')} is too long (at most ${max} characters).`,
    });

/** New file content sent inside JSON: a base64 `data:` URL. */
export const inlineDataSchema = z
  .string({ error: 'Files must be sent as base64 data: URLs.' })
  .regex(INLINE_DATA_PATTERN, { error: 'Files must be sent as base64 data: URLs.' });

/** The answer of a DELETE: what was removed. */
export const deletedResponseSchema = z.object({ id: z.string(), message: z.string() });
export type DeletedResponse = z.infer<typeof deletedResponseSchema>;

/** Bots fill every field; people never see this one. A non-empty value drops the submission silently. */
export const honeypotSchema = z.string().max(500).optional();

export const errorBodySchema = z.object({
  message: z.string(),
  error: z.string().optional(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
