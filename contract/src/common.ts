import { z } from 'zod';
import { DAY_PATTERN, EMAIL_PATTERN, INLINE_DATA_PATTERN } from './rules';

const OBJECT_ID = /^[a-f\d]{24}$/i;

/** Whole naira above a billion is a typing error. */
export const NAIRA_MAX = 1_000_000_000;

export const objectIdSchema = z.string().regex(OBJECT_ID, { error: 'Invalid id.' });

/** A booking's private link token, as its address carries it. */
export const linkTokenValue = z
  .string()
  .regex(/^[\w-]{20,100}$/, { error: 'This booking link is not valid.' });

export const idParamsSchema = z.strictObject({ id: objectIdSchema });

/** Every entity in an answer carries a string `id`. */
export const entitySchema = z.object({ id: z.string() });

export const timestampSchema = z.string().describe('ISO 8601 date and time');

/** Spaces of every kind and the invisible characters that look like nothing (zero-width, BOM). */
const INVISIBLE = /[\p{White_Space}\u200B-\u200D\u2060\uFEFF]/gu;

/** Characters that reorder the text around them (a name could make the rest of a line read backwards). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

const hasVisibleCharacter = (text: string) =>
  text.replace(INVISIBLE, '').replace(BIDI_CONTROLS, '').length > 0;

const tooLong = (message: string, max: number) =>
  `${message.replace(/ is required\.$/, '')} is too long (at most ${max} characters).`;

/**
 * Text that must be present: NFC-normalised and trimmed; at most `max` characters, checked before
 * anything else looks at it; and not made only of spaces, invisible characters or bidi controls.
 */
export const requiredText = (message: string, max: number, tooLongMessage = tooLong(message, max)) =>
  z
    .string({ error: message })
    .normalize('NFC')
    .trim()
    .max(max, { error: tooLongMessage, abort: true })
    .refine(hasVisibleCharacter, { error: message });

/** A person's name: required text without the controls that reorder what follows it (trimmed again once they are gone). */
export const personName = (message: string, max: number) =>
  requiredText(message, max)
    .overwrite((name) => name.replace(BIDI_CONTROLS, ''))
    .trim();

/** An e-mail address: required text, its length checked before the (linear) pattern. */
export const emailAddress = (
  messages: { required: string; invalid: string; tooLong?: string },
  max: number,
) => requiredText(messages.required, max, messages.tooLong).regex(EMAIL_PATTERN, { error: messages.invalid });

/** Whether YYYY-MM-DD names a day of the calendar (not 30 February, which `Date.parse` rolls over). */
const isCalendarDay = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};

/** A day as a date input gives it: YYYY-MM-DD, a day that exists. */
export const calendarDay = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .regex(DAY_PATTERN, { error: `${label} must be a date (YYYY-MM-DD).`, abort: true })
    .refine(isCalendarDay, { error: `${label} must be a date (YYYY-MM-DD).` });

/** Whole naira: an amount of money is never a fraction (kobo only on Paystack's wire). */
export const nairaSchema = (label: string, { min = 0 } = {}) =>
  z
    .int({ error: `${label} must be a whole number of naira.` })
    .min(min, { error: min > 0 ? `${label} must be more than 0.` : `${label} cannot be negative.` })
    .max(NAIRA_MAX, { error: `${label} is too large.` });

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
  /** A login whose password was right, that needs the second factor's code (again, when it was wrong). */
  secondFactor: z.literal('required').optional(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
