import {
  NEWSLETTER_DUPLICATE_ERROR,
  type Page,
  type Subscriber,
  type subscriberListQuerySchema,
} from '@safa/contract';
import { Types } from 'mongoose';
import type { z } from 'zod';
import { deleteByIdOr404 } from '../../db/by-id';
import { isDuplicateKeyError } from '../../db/duplicate-key';
import {
  answerList,
  createdSinceFilter,
  type ListQuery,
  NEWEST_FIRST,
  searchFilter,
} from '../../db/list-query';
import { toEntity } from '../../db/to-entity';
import { Conflict } from '../../errors';
import { type StoredSubscriber, SubscriberModel } from './subscriber.model';

type SubscriberQuery = z.output<typeof subscriberListQuerySchema>;

/** The subscribers a list query asks for, newest first. */
export function subscribersQuery({ search, since }: SubscriberQuery): ListQuery<StoredSubscriber> {
  return {
    filter: {
      ...createdSinceFilter(since),
      ...searchFilter(search, ['email']),
    },
    sort: NEWEST_FIRST,
  };
}

export function listSubscribers(query: SubscriberQuery): Promise<Subscriber[] | Page<Subscriber>> {
  const { filter, sort } = subscribersQuery(query);
  return answerList(SubscriberModel.find(filter), sort, query, (documents) => documents.map(toEntity));
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
