import type { GalleryItem, GalleryOrder } from '@safa/contract';
import { trusted } from 'mongoose';
import { deleteByIdOr404 } from '../../db/by-id';
import { toEntity } from '../../db/to-entity';
import { NotFound } from '../../errors';
import { deleteMedia } from '../media/media.storage';
import type { MediaKind } from '../media/media-type';
import { withPictures } from '../media/picture-store';
import { GalleryItemModel } from './gallery.model';

export interface NewGalleryItem {
  type: MediaKind;
  name: string;
  url: string;
  poster?: string;
}

const BY_ORDER = { order: 1, _id: 1 } as const;

export async function listGallery(type: MediaKind): Promise<GalleryItem[]> {
  const documents = await GalleryItemModel.find({ type }).sort(BY_ORDER).lean();
  return withPictures(documents.map(toEntity), (item) => [item.url, item.poster]);
}

async function lastOrder(type: MediaKind): Promise<number> {
  const last = await GalleryItemModel.findOne({ type }).sort({ order: -1 }).select('order').lean();
  return last?.order ?? 0;
}

/** Stores new items after the last of their list (images and videos are ordered separately). */
export async function addGalleryItems(items: readonly NewGalleryItem[]): Promise<GalleryItem[]> {
  const next = { image: (await lastOrder('image')) + 1, video: (await lastOrder('video')) + 1 };
  const documents = await GalleryItemModel.insertMany(
    items.map((item) => ({ ...item, order: next[item.type]++ })),
  );
  return documents.map((document) => toEntity(document.toObject()));
}

/** Checks that every item exists, applies the new order in one bulk write, answers the lists touched. */
export async function reorderGallery({ items }: GalleryOrder): Promise<GalleryItem[]> {
  const ids = items.map((item) => item.id);
  const found = await GalleryItemModel.find({ _id: trusted({ $in: ids }) })
    .select('type')
    .lean();
  if (found.length !== ids.length) throw new NotFound('Gallery item not found.');
  await GalleryItemModel.bulkWrite(
    items.map(({ id, order }) => ({ updateOne: { filter: { _id: id }, update: { $set: { order } } } })),
  );
  const types = [...new Set(found.map((item) => item.type))];
  const documents = await GalleryItemModel.find({ type: trusted({ $in: types }) })
    .sort({ type: 1, ...BY_ORDER })
    .lean();
  return documents.map(toEntity);
}

export async function deleteGalleryItem(id: string): Promise<void> {
  const item = await deleteByIdOr404(GalleryItemModel, id, 'Gallery item');
  await deleteMedia([item.url, ...(item.poster ? [item.poster] : [])]);
}
