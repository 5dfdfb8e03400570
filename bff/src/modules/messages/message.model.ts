import { MESSAGE_CATEGORIES, MESSAGE_STATUSES, type Message } from '@safa/contract';
import { model, Schema } from 'mongoose';

export interface StoredMessage {
  name: string;
  email: string;
  phone: string;
  category: Message['category'];
  message: string;
  status: Message['status'];
  packageId?: string;
  packageTitle?: string;
  createdAt: Date;
}

const messageSchema = new Schema<StoredMessage>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    phone: { type: String, required: true },
    category: { type: String, required: true, enum: MESSAGE_CATEGORIES },
    message: { type: String, required: true },
    status: { type: String, required: true, enum: MESSAGE_STATUSES, default: 'Unresponded' },
    packageId: { type: String },
    packageTitle: { type: String },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
messageSchema.index({ createdAt: -1 });

export const MessageModel = model<StoredMessage>('Message', messageSchema, 'messages');
