import { CONTACT_CATEGORIES, type ContactCategory } from '@safa/contract';
import { model, Schema } from 'mongoose';

export interface StoredContact {
  title: string;
  category: ContactCategory;
  createdAt: Date;
}

const contactSchema = new Schema<StoredContact>(
  {
    title: { type: String, required: true, trim: true },
    category: { type: String, required: true, enum: CONTACT_CATEGORIES },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

export const ContactModel = model<StoredContact>('Contact', contactSchema, 'contacts');
