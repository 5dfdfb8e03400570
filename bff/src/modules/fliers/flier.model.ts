import { type FlierRecord, flierRecordSchema } from '@safa/contract';
import { model } from 'mongoose';
import { schemaFromZod } from '../../db/schema-from-zod';

export type StoredFlier = FlierRecord & { createdAt: Date };

const flierSchema = schemaFromZod<StoredFlier>(flierRecordSchema, {
  timestamps: { createdAt: true, updatedAt: false },
  fields: { category: { index: true } },
});

export const FlierModel = model<StoredFlier>('Flier', flierSchema, 'fliers');
