import { type ContactRecord, contactRecordSchema } from '@safa/contract';
import { model } from 'mongoose';
import { schemaFromZod } from '../../db/schema-from-zod';

export type StoredContact = ContactRecord & { createdAt: Date };

const contactSchema = schemaFromZod<StoredContact>(contactRecordSchema, {
  timestamps: { createdAt: true, updatedAt: false },
});

export const ContactModel = model<StoredContact>('Contact', contactSchema, 'contacts');
