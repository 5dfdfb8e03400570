import { CONTENT_PARTS, type ContentPart, type ContentVersions } from '@safa/contract';
import { isDuplicateKeyError } from '../../db/duplicate-key';
import { ContentVersionModel, SITE_CONTENT } from './content-version.model';

/**
 * Counts a change of `part`, in MongoDB, so every shell in front of every BFF instance sees it: one
 * atomic `$inc`. Two instances creating the document at once: the loser counts again on the winner's.
 */
export async function contentChanged(part: ContentPart): Promise<void> {
  const count = () =>
    ContentVersionModel.updateOne({ _id: SITE_CONTENT }, { $inc: { [part]: 1 } }, { upsert: true });
  try {
    await count();
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    await count();
  }
}

/** How many times each part has changed. */
export async function contentVersions(): Promise<ContentVersions> {
  const stored = await ContentVersionModel.findById(SITE_CONTENT).lean();
  return Object.fromEntries(CONTENT_PARTS.map((part) => [part, stored?.[part] ?? 0])) as ContentVersions;
}
