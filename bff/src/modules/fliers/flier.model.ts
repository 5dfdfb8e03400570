import { FLIER_CATEGORIES, type FlierCategory } from '@safa/contract';
import { model, Schema } from 'mongoose';

export interface StoredFlier {
  url: string;
  category: FlierCategory;
  createdAt: Date;
}

const flierSchema = new Schema<StoredFlier>(
  {
    url: { type: String, required: true },
    category: { type: String, required: true, enum: FLIER_CATEGORIES, index: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

export const FlierModel = model<StoredFlier>('Flier', flierSchema, 'fliers');
