import { type GalleryItemRecord, galleryItemRecordSchema } from '@safa/contract';
import { model } from 'mongoose';
import { schemaFromZod } from '../../db/schema-from-zod';

export type StoredGalleryItem = GalleryItemRecord & { createdAt: Date };

const galleryItemSchema = schemaFromZod<StoredGalleryItem>(galleryItemRecordSchema, {
  timestamps: { createdAt: true, updatedAt: false },
});
galleryItemSchema.index({ type: 1, order: 1 });

export const GalleryItemModel = model<StoredGalleryItem>('GalleryItem', galleryItemSchema, 'gallery');
