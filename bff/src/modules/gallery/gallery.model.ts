import { GALLERY_MEDIA_TYPES } from '@safa/contract';
import { model, Schema } from 'mongoose';

export interface StoredGalleryItem {
  type: (typeof GALLERY_MEDIA_TYPES)[number];
  name: string;
  url: string;
  poster?: string;
  order: number;
  createdAt: Date;
}

const galleryItemSchema = new Schema<StoredGalleryItem>(
  {
    type: { type: String, required: true, enum: GALLERY_MEDIA_TYPES },
    name: { type: String, default: '' },
    url: { type: String, required: true },
    poster: { type: String },
    order: { type: Number, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
galleryItemSchema.index({ type: 1, order: 1 });

export const GalleryItemModel = model<StoredGalleryItem>('GalleryItem', galleryItemSchema, 'gallery');
