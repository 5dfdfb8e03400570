import type { z } from 'zod';

/** The messages of the problems a schema finds in a value, in the order it reports them; none when it accepts it. */
export function problemsOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** Where each problem is, as `field.subfield: message`, in the order the schema reports them. */
export function problemsByPath(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}
