import type { Message, MessageInput, messageListQuerySchema, Page } from '@safa/contract';
import { Types } from 'mongoose';
import type { z } from 'zod';
import {
  answerList,
  createdSinceFilter,
  type ListQuery,
  NEWEST_FIRST,
  searchFilter,
} from '../../db/list-query';
import { toEntity } from '../../db/to-entity';
import { NotFound } from '../../errors';
import type { OutboxEntry } from '../outbox/outbox-entry';
import { MessageModel, type StoredMessage } from './message.model';
import { senderKeysOf } from './sender-keys';

type Enquiry = Omit<MessageInput, 'website'>;

/**
 * Decides, as an enquiry is stored, which e-mail to the agency it carries, from the senders it names
 * (see notifications/enquiry-mail-plan.ts); undefined: none of its own.
 */
export type EnquiryMailPlan = (senderKeys: string[], now?: Date) => Promise<OutboxEntry | undefined>;

type MessageQuery = z.output<typeof messageListQuerySchema>;

/** The enquiries a list query asks for, newest first (the indexes beside the model serve each filter). */
export function messagesQuery({
  search,
  status,
  category,
  packageId,
  since,
}: MessageQuery): ListQuery<StoredMessage> {
  return {
    filter: {
      ...(status && { status }),
      ...(category && { category }),
      ...(packageId && { packageId }),
      ...createdSinceFilter(since),
      ...searchFilter(search, ['name', 'email']),
    },
    sort: NEWEST_FIRST,
  };
}

export function listMessages(query: MessageQuery): Promise<Message[] | Page<Message>> {
  const { filter, sort } = messagesQuery(query);
  return answerList(MessageModel.find(filter), sort, query, (documents) => documents.map(toEntity));
}

/**
 * Stores an enquiry, always; when e-mails are on, the e-mail `mails` decides on goes in the same
 * insert (the outbox), for the notification worker to send: the visitor never waits for a mail server.
 */
export async function receiveMessage(enquiry: Enquiry, mails: EnquiryMailPlan | undefined): Promise<Message> {
  const senderKeys = senderKeysOf(enquiry);
  const mail = await mails?.(senderKeys);
  const document = await MessageModel.create({
    ...enquiry,
    status: 'Unresponded',
    senderKeys,
    ...(mail && { mails: [mail] }),
  });
  const { mails: _outbox, senderKeys: _keys, ...message } = document.toObject();
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
