import { z } from 'zod';
import { CONTENT_PARTS, type ContentPart } from './routes';

/**
 * How many times each part of the public content has changed: a page rendered at these versions is
 * current while the parts it shows keep them. A part never changed is at 0.
 */
export const contentVersionsSchema = z.object(
  Object.fromEntries(CONTENT_PARTS.map((part) => [part, z.number().int().min(0)])) as Record<
    ContentPart,
    z.ZodNumber
  >,
);
export type ContentVersions = z.infer<typeof contentVersionsSchema>;
