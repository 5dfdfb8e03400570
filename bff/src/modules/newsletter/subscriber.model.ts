import { type SubscriberRecord, subscriberRecordSchema } from '@safa/contract';
import { model } from 'mongoose';
import { NEWEST_FIRST } from '../../db/list-query';
import { schemaFromZod } from '../../db/schema-from-zod';

export type StoredSubscriber = SubscriberRecord & { createdAt: Date };

const subscriberSchema = schemaFromZod<StoredSubscriber>(subscriberRecordSchema, {
  timestamps: { createdAt: true, updatedAt: false },
  // Stored trimmed and lower-cased by the contract, so the unique index catches every repeat.
  fields: { email: { unique: true } },
});

// The admin's list and the export, newest first.
subscriberSchema.index(NEWEST_FIRST);

export const SubscriberModel = model<StoredSubscriber>('Subscriber', subscriberSchema, 'newsletter');
