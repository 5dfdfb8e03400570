import type { z } from 'zod';
import { validationError } from './errors';

/** Parses untrusted input with a contract schema; a failure becomes a 400 `{message, issues}`. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
