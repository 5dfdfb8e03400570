import { EventEmitter } from 'node:events';
import { PACKAGE_CATEGORIES, type PackageCategory } from '@safa/shared-ui/contract';
import { model, Schema } from 'mongoose';

export interface StoredPackage {
  title: string;
  name: string;
  description: string;
  category: PackageCategory;
  images: string[];
  inclusions: string[];
  price: number;
  numberOfPeople: number;
  days: string;
  createdAt: Date;
  updatedAt: Date;
}

const packageSchema = new Schema<StoredPackage>(
  {
    title: { type: String, required: true, trim: true },
    name: { type: String, default: '' },
    description: { type: String, required: true },
    category: { type: String, required: true, enum: PACKAGE_CATEGORIES, index: true },
    images: { type: [String], default: [] },
    inclusions: { type: [String], default: [] },
    price: { type: Number, required: true, min: 0 },
    numberOfPeople: { type: Number, required: true, min: 1 },
    days: { type: String, default: '1' },
  },
  { timestamps: true },
);

/** Emits 'write' after any write to packages through mongoose, so a cache of them can be dropped. */
export const packageWrites = new EventEmitter();
const announceWrite = () => {
  packageWrites.emit('write');
};
packageSchema.post(
  /^(save|updateOne|updateMany|replaceOne|deleteOne|deleteMany|findOneAnd(Update|Replace|Delete))$/,
  { document: true, query: true },
  announceWrite,
);
packageSchema.post('insertMany', announceWrite);
packageSchema.post('bulkWrite', announceWrite);

export const PackageModel = model<StoredPackage>('Package', packageSchema, 'packages');
