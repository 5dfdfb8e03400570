import { CONTENT_PARTS, type ContentVersions, contentVersionsSchema } from '@safa/contract';
import { model } from 'mongoose';
import { z } from 'zod';
import { schemaFromZod } from '../../db/schema-from-zod';

/** The one document counting the changes of each part of the public content (see content-versions.ts). */
export const SITE_CONTENT = 'site';

/** The contract's counts, each 0 until its part first changes, under the document's name. */
const storedContentVersionsSchema = z.object({
  _id: z.string().min(1),
  ...Object.fromEntries(CONTENT_PARTS.map((part) => [part, contentVersionsSchema.shape[part].default(0)])),
});
type StoredContentVersions = ContentVersions & { _id: string };

export const ContentVersionModel = model<StoredContentVersions>(
  'ContentVersion',
  schemaFromZod<StoredContentVersions>(storedContentVersionsSchema, { versionKey: false }),
  'content_versions',
);
