import type { Flier, FlierCategory } from '@safa/shared-ui/contract';
import { deleteByIdOr404 } from '../../db/by-id';
import { toEntity } from '../../db/to-entity';
import { deleteMedia } from '../media/media.storage';
import { FlierModel } from './flier.model';

export async function listFliers(): Promise<Flier[]> {
  const documents = await FlierModel.find().sort({ createdAt: 1, _id: 1 }).lean();
  return documents.map(toEntity);
}

export async function addFliers(category: FlierCategory, urls: readonly string[]): Promise<Flier[]> {
  const documents = await FlierModel.insertMany(urls.map((url) => ({ url, category })));
  return documents.map((document) => toEntity(document.toObject()));
}

export async function deleteFlier(id: string): Promise<void> {
  const flier = await deleteByIdOr404(FlierModel, id, 'Flier');
  await deleteMedia([flier.url]);
}
