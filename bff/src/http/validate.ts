import { idParamsSchema } from '@safa/shared-ui/contract';
import type { z } from 'zod';
import { validationError } from './errors';

/** Parses untrusted input with a contract schema; a failure becomes a 400 `{message, issues}`. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** A route's `:id`, a valid ObjectId (400 'Invalid id.' otherwise). */
export const idParam = (params: unknown): string => parseInput(idParamsSchema, params).id;
