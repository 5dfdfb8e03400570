import { NEWSLETTER_DUPLICATE_ERROR, type Subscriber } from '@safa/contract';
import { Types } from 'mongoose';
import { deleteByIdOr404 } from '../../db/by-id';
import { isDuplicateKeyError } from '../../db/duplicate-key';
import { toEntity } from '../../db/to-entity';
import { Conflict } from '../../errors';
import { SubscriberModel } from './subscriber.model';

export async function listSubscribers(): Promise<Subscriber[]> {
  const documents = await SubscriberModel.find().sort({ createdAt: -1, _id: -1 }).lean();
  return documents.map(toEntity);
}

/** Adds the address; the unique index, not a prior lookup, decides that it is a repeat (409). */
export async function subscribe(email: string): Promise<Subscriber> {
  try {
    const document = await SubscriberModel.create({ email });
    return toEntity(document.toObject());
  } catch (error) {
    if (isDuplicateKeyError(error)) {
      throw new Conflict(NEWSLETTER_DUPLICATE_ERROR, { error: NEWSLETTER_DUPLICATE_ERROR });
    }
    throw error;
  }
}

/** What a bot that filled the honeypot is told: a subscription like a stored one, never stored. */
export function pretendToSubscribe(email: string): Subscriber {
  return { id: new Types.ObjectId().toHexString(), email, createdAt: new Date().toISOString() };
}

export async function unsubscribe(id: string): Promise<void> {
  await deleteByIdOr404(SubscriberModel, id, 'Subscriber');
}
