import { CONTENT_PARTS, type ContentVersions } from '@safa/contract';
import { model, Schema } from 'mongoose';

/** The one document counting the changes of each part of the public content (see content-versions.ts). */
export const SITE_CONTENT = 'site';

const contentVersionSchema = new Schema<ContentVersions & { _id: string }>(
  {
    _id: { type: String, required: true },
    ...Object.fromEntries(CONTENT_PARTS.map((part) => [part, { type: Number, required: true, default: 0 }])),
  },
  { versionKey: false },
);

export const ContentVersionModel = model('ContentVersion', contentVersionSchema, 'content_versions');
