import { z } from 'zod';

/**
 * `input` checked and converted by `schema` inside a form schema's transform, each problem at its
 * field of the form (their paths are the same).
 */
export function checkedBy<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  context: z.RefinementCtx,
): z.output<Schema> {
  const checked = schema.safeParse(input);
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
  return z.NEVER;
}
