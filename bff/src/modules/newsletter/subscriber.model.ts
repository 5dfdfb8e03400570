import { model, Schema } from 'mongoose';

export interface StoredSubscriber {
  email: string;
  createdAt: Date;
}

const subscriberSchema = new Schema<StoredSubscriber>(
  {
    // Stored trimmed and lower-cased by the contract, so the unique index catches every repeat.
    email: { type: String, required: true, unique: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

export const SubscriberModel = model<StoredSubscriber>('Subscriber', subscriberSchema, 'newsletter');
