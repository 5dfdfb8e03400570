import type { Flier, FlierUpload } from '@safa/contract';
import { deleteByIdOr404 } from '../../db/by-id';
import { toEntity } from '../../db/to-entity';
import { deleteMedia } from '../media/media.storage';
import { withMediaBatch } from '../media/media-batch';
import { withPictures } from '../media/picture-store';
import { FlierModel } from './flier.model';
import { storeInlineFliers } from './flier.upload';

export async function listFliers(): Promise<Flier[]> {
  const documents = await FlierModel.find().sort({ createdAt: 1, _id: 1 }).lean();
  return withPictures(documents.map(toEntity), (flier) => [flier.url]);
}

/** Stores the pictures and adds a flier of the category for each; on any failure nothing stays. */
export function uploadFliers({ category, images }: FlierUpload): Promise<Flier[]> {
  return withMediaBatch(async (batch) => {
    const urls = await storeInlineFliers(batch, images);
    const documents = await FlierModel.insertMany(urls.map((url) => ({ url, category })));
    return documents.map((document) => toEntity(document.toObject()));
  });
}

export async function deleteFlier(id: string): Promise<void> {
  const flier = await deleteByIdOr404(FlierModel, id, 'Flier');
  await deleteMedia([flier.url]);
}
