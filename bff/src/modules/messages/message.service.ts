import type { Message, MessageInput } from '@safa/contract';
import { Types } from 'mongoose';
import { toEntity } from '../../db/to-entity';
import { NotFound } from '../../errors';
import { newNotification } from '../notifications/outbox';
import { MessageModel } from './message.model';

type Enquiry = Omit<MessageInput, 'website'>;

export async function listMessages(): Promise<Message[]> {
  const documents = await MessageModel.find().sort({ createdAt: -1, _id: -1 }).lean();
  return documents.map(toEntity);
}

/**
 * Stores an enquiry; with `notify`, its e-mail to the agency goes in the same insert (the outbox),
 * for the notification worker to send: the visitor never waits for a mail server.
 */
export async function receiveMessage(enquiry: Enquiry, { notify }: { notify: boolean }): Promise<Message> {
  const document = await MessageModel.create({
    ...enquiry,
    status: 'Unresponded',
    ...(notify && { notification: newNotification() }),
  });
  const { notification: _outbox, ...message } = document.toObject();
  return toEntity(message);
}

/** What a bot that filled the honeypot is told: a message like a stored one, never stored. */
export function pretendToReceive(enquiry: Enquiry): Message {
  return {
    ...enquiry,
    id: new Types.ObjectId().toHexString(),
    status: 'Unresponded',
    createdAt: new Date().toISOString(),
  };
}

/** Unresponded → Responded, one way; marking a responded message again changes nothing. */
export async function markResponded(id: string): Promise<Message> {
  const document = await MessageModel.findByIdAndUpdate(
    id,
    { $set: { status: 'Responded' } },
    { returnDocument: 'after' },
  ).lean();
  if (!document) throw new NotFound('Message not found.');
  return toEntity(document);
}
