import type { DeliveryStatus } from '@safa/contract';
import { type Model, type Types, trusted } from 'mongoose';
import type { OutboxEntry } from './outbox-entry';
import type { OutboxState } from './outbox-state';

/** A document that carries e-mails to send (see outbox-entry.ts). */
export interface MailCarrier {
  createdAt: Date;
  mails?: OutboxEntry[];
}

/** A stored document, as a lean read gives it. */
export type Stored<T> = T & { _id: Types.ObjectId };

/** A claimed e-mail: the entry, and the document it tells of (whole, as the mail needs it). */
export interface Claimed<T extends MailCarrier> {
  document: Stored<T>;
  entry: OutboxEntry;
}

const PENDING = { 'mails.state': 'pending' } as const;
/** How far a message got: a status is recorded only past the one recorded. */
const DELIVERY_ORDER: readonly DeliveryStatus[] = ['sent', 'delivered', 'read'];
const DROPPED = { 'mails.state': 'dropped' } as const;

/**
 * The e-mails carried by the documents of one collection (a claim reads the whole document, with the
 * hidden fields named in `select` its e-mails need). Every change is one atomic update of one
 * entry: a claim sets its lease (a findOneAndUpdate, so two BFF instances never hold one e-mail); the
 * holder then replaces the entry whole, on the condition that it still holds it, so nothing is changed
 * by an instance whose lease has passed. (One path per update: the MongoDB stand-in of the tests
 * refuses two paths under one array element in an update, which MongoDB accepts.)
 */
export function outboxStore<T extends MailCarrier>(
  model: Model<T>,
  { select = '' }: { select?: string } = {},
) {
  /** Replaces the held `entry` with `changed`, if `entry`'s lease is still the one held. */
  const replaceHeld = async (documentId: Types.ObjectId, entry: OutboxEntry, changed: OutboxEntry) => {
    if (!entry.lease) return;
    const { lease: _released, ...rest } = changed;
    await model.updateOne(
      {
        _id: documentId,
        mails: trusted({
          $elemMatch: {
            id: entry.id,
            state: 'pending',
            'lease.by': entry.lease.by,
            'lease.until': entry.lease.until,
          },
        }),
      },
      { $set: { 'mails.$': rest } },
    );
  };

  return {
    /** Takes the next due e-mail for `instance` for `leaseMs`; an instance that dies loses it then. */
    async claimNext(instance: string, leaseMs: number, now = new Date()): Promise<Claimed<T> | null> {
      const lease = { by: instance, until: new Date(now.getTime() + leaseMs) };
      const due = {
        state: 'pending',
        nextAttemptAt: { $lte: now },
        $or: [{ lease: { $exists: false } }, { 'lease.until': { $lte: now } }],
      };
      const document = (await model
        .findOneAndUpdate(
          { mails: trusted({ $elemMatch: due }) },
          { $set: { 'mails.$.lease': lease } },
          { sort: { createdAt: 1 }, returnDocument: 'after' },
        )
        .select(`+mails ${select}`.trim())
        .lean()) as Stored<T> | null;
      const entry = document?.mails?.find(
        (mail) => mail.lease?.by === instance && mail.lease.until.getTime() === lease.until.getTime(),
      );
      return document && entry ? { document, entry } : null;
    },

    /** Sent (with the provider's id of a message to a phone): recorded once, and only by the instance that holds it. */
    markSent: (documentId: Types.ObjectId, entry: OutboxEntry, now = new Date(), providerId?: string) =>
      replaceHeld(documentId, entry, {
        ...entry,
        state: 'sent',
        sentAt: now,
        ...(providerId !== undefined && { providerId, delivery: 'sent' as const }),
      }),

    /**
     * What the provider says of a message it was given (`delivered`, `read`, `failed`): recorded on
     * the entry of that id, only onward (a late `delivered` after `read`, or `failed` after either,
     * changes nothing). Answers the entry as it was, with its document, or null when no entry has that id.
     */
    async recordDelivery(providerId: string, status: DeliveryStatus, at: Date): Promise<Claimed<T> | null> {
      const document = (await model
        .findOne({ 'mails.providerId': providerId })
        .select(`+mails ${select}`.trim())
        .lean()) as Stored<T> | null;
      const entry = document?.mails?.find((mail) => mail.providerId === providerId);
      if (!document || !entry) return null;
      const reached = entry.delivery ?? 'sent';
      const onward =
        status === 'failed'
          ? reached === 'sent'
          : DELIVERY_ORDER.indexOf(status) > DELIVERY_ORDER.indexOf(reached);
      if (!onward) return { document, entry };
      await model.updateOne(
        { _id: document._id, mails: trusted({ $elemMatch: { id: entry.id, delivery: entry.delivery } }) },
        {
          $set: {
            'mails.$': {
              ...entry,
              delivery: status,
              ...((status === 'delivered' || status === 'read') && !entry.deliveredAt && { deliveredAt: at }),
            },
          },
        },
      );
      return { document, entry };
    },

    /**
     * The WhatsApp messages sent before `sentBefore` that the provider has not said delivered, nor
     * given to SMS yet: to send by SMS instead.
     */
    async undelivered(sentBefore: Date): Promise<Array<Claimed<T>>> {
      const waiting = {
        channel: 'whatsapp',
        state: 'sent',
        delivery: trusted({ $nin: ['delivered', 'read'] }),
        sentAt: trusted({ $lte: sentBefore }),
        fellBackAt: trusted({ $exists: false }),
      };
      const documents = (await model
        .find({ mails: trusted({ $elemMatch: waiting }) })
        .select(`+mails ${select}`.trim())
        .limit(100)
        .lean()) as Array<Stored<T>>;
      return documents.flatMap((document) =>
        (document.mails ?? [])
          .filter(
            (mail) =>
              mail.channel === 'whatsapp' &&
              mail.state === 'sent' &&
              mail.delivery !== 'delivered' &&
              mail.delivery !== 'read' &&
              !mail.fellBackAt &&
              mail.sentAt !== undefined &&
              mail.sentAt <= sentBefore,
          )
          .map((entry) => ({ document, entry })),
      );
    },

    /**
     * Queues `sms` for the WhatsApp message it stands in for (its `fallbackFor`), once however often
     * asked (a second SMS for the same message is refused by the update's condition), then notes on
     * that message when it fell back. True when this call queued it.
     */
    async fallBack(documentId: Types.ObjectId, sms: OutboxEntry, now = new Date()): Promise<boolean> {
      const queued = await model.updateOne(
        { _id: documentId, 'mails.fallbackFor': trusted({ $ne: sms.fallbackFor }) },
        { $push: { mails: sms } },
      );
      const document = (await model.findById(documentId).select('+mails').lean()) as Stored<T> | null;
      const original = document?.mails?.find((mail) => mail.id === sms.fallbackFor);
      if (original && !original.fellBackAt) {
        await model.updateOne(
          {
            _id: documentId,
            mails: trusted({ $elemMatch: { id: original.id, fellBackAt: { $exists: false } } }),
          },
          { $set: { 'mails.$': { ...original, fellBackAt: now } } },
        );
      }
      return queued.modifiedCount > 0;
    },

    /** Not sent: released, to be tried again at `retryAt`. */
    markFailed: (
      documentId: Types.ObjectId,
      entry: OutboxEntry,
      { error, retryAt }: { error: string; retryAt: Date },
    ) =>
      replaceHeld(documentId, entry, {
        ...entry,
        attempts: entry.attempts + 1,
        nextAttemptAt: retryAt,
        lastError: error,
      }),

    /** Given up: it will not be sent, for `reason`. */
    markDropped: (
      documentId: Types.ObjectId,
      entry: OutboxEntry,
      { reason, error }: { reason: string; error?: string },
      now = new Date(),
    ) =>
      replaceHeld(documentId, entry, {
        ...entry,
        state: 'dropped',
        droppedAt: now,
        droppedReason: reason,
        ...(error !== undefined && { lastError: error }),
      }),

    /** How many documents have an e-mail waiting to be sent. */
    pendingCount: (): Promise<number> => model.countDocuments(PENDING),

    async state(): Promise<OutboxState> {
      const failing = { mails: trusted({ $elemMatch: { state: 'pending', attempts: { $gt: 0 } } }) };
      const [pending, failingCount, oldest, lastFailed, dropped, lastDropped] = await Promise.all([
        model.countDocuments(PENDING),
        model.countDocuments(failing),
        model.findOne(PENDING).sort({ createdAt: 1 }).select('createdAt').lean(),
        model.findOne(failing).sort({ createdAt: -1 }).select('+mails').lean(),
        model.countDocuments(DROPPED),
        model.findOne(DROPPED).sort({ createdAt: -1 }).select('+mails').lean(),
      ]);
      const lastErrorOf = (lastFailed as Stored<T> | null)?.mails?.find(
        (mail) => mail.state === 'pending' && mail.lastError,
      );
      const droppedEntry = (lastDropped as Stored<T> | null)?.mails
        ?.filter((mail) => mail.state === 'dropped' && mail.droppedAt)
        .sort((a, b) => Number(b.droppedAt) - Number(a.droppedAt))[0];
      return {
        pending,
        failing: failingCount,
        oldestPendingAt: (oldest as Stored<T> | null)?.createdAt.toISOString() ?? null,
        lastError: lastErrorOf?.lastError ?? null,
        dropped,
        lastDropped:
          droppedEntry?.droppedAt && droppedEntry.droppedReason
            ? { at: droppedEntry.droppedAt.toISOString(), reason: droppedEntry.droppedReason }
            : null,
      };
    },
  };
}

export type OutboxStore<T extends MailCarrier> = ReturnType<typeof outboxStore<T>>;
