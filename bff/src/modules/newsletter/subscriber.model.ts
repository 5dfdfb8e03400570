import { type SubscriberRecord, subscriberRecordSchema } from '@safa/contract';
import { model } from 'mongoose';
import { schemaFromZod } from '../../db/schema-from-zod';

export type StoredSubscriber = SubscriberRecord & { createdAt: Date };

const subscriberSchema = schemaFromZod<StoredSubscriber>(subscriberRecordSchema, {
  timestamps: { createdAt: true, updatedAt: false },
  // Stored trimmed and lower-cased by the contract, so the unique index catches every repeat.
  fields: { email: { unique: true } },
});

export const SubscriberModel = model<StoredSubscriber>('Subscriber', subscriberSchema, 'newsletter');
