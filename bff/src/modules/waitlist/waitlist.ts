import { inboxOf, WAITLIST_ANSWER, type WaitlistEntry, type waitlistInputSchema } from '@safa/contract';
import { Types, trusted } from 'mongoose';
import type { z } from 'zod';
import { NotFound } from '../../errors';
import type { Logger } from '../../logger';
import { DepartureModel, type StoredDeparture } from '../departures/departure.model';
import { DEPARTURE_NOT_FOUND } from '../departures/seats';
import { newOutboxEntry } from '../outbox/outbox-entry';
import { outboxStore } from '../outbox/outbox-store';
import { type StoredWaitlistEntry, WaitlistModel } from './waitlist.model';

type WaitlistInput = Omit<z.output<typeof waitlistInputSchema>, 'website' | 'consent'>;

/** The e-mail that tells a waiting customer seats are free: worth sending for two days. */
export const SEATS_FREE_MAIL = { kind: 'seatsFree', keptMs: 2 * 24 * 60 * 60 * 1000 } as const;

export const waitlistOutbox = outboxStore<StoredWaitlistEntry>(WaitlistModel);

/**
 * A departure's waitlist: people who asked to be told when seats free up, in the order they asked.
 * When seats come back, those whose seats fit what is left, in that order, are told once each (each
 * claimed by one conditional update with its e-mail): first asked, first told.
 */
export function waitlist({ logger }: { logger: Logger }) {
  return {
    /**
     * Puts someone on the departure's waitlist: one place per inbox while it waits (asked again, the
     * seats change, not the place), so no one can have a stranger told many times over.
     */
    async join(departureId: string, input: WaitlistInput, now = new Date()): Promise<{ message: string }> {
      if (!(await DepartureModel.exists({ _id: departureId }))) throw new NotFound(DEPARTURE_NOT_FOUND);
      await WaitlistModel.updateOne(
        {
          departureId: new Types.ObjectId(departureId),
          inbox: inboxOf(input.email),
          toldAt: trusted({ $exists: false }),
        },
        { $set: { ...input, consentAt: now } },
        { upsert: true },
      );
      return { message: WAITLIST_ANSWER };
    },

    async list(departureId: string): Promise<WaitlistEntry[]> {
      const entries = await WaitlistModel.find({ departureId: new Types.ObjectId(departureId) })
        .sort({ createdAt: 1, _id: 1 })
        .lean<Array<StoredWaitlistEntry & { _id: Types.ObjectId }>>();
      return entries.map(({ _id, name, phone, email, seats, createdAt, toldAt }) => ({
        id: _id.toHexString(),
        name,
        phone,
        email,
        seats,
        createdAt: createdAt.toISOString(),
        ...(toldAt && { toldAt: toldAt.toISOString() }),
      }));
    },

    /** Seats came back on the departure: tells those waiting, in order, whose seats fit what is left. */
    async tell(departureId: Types.ObjectId, now = new Date()): Promise<void> {
      const departure = await DepartureModel.findById(departureId).lean<StoredDeparture>();
      if (departure?.status !== 'open') return;
      let left = departure.seats - departure.seatsBooked;
      const waiting = await WaitlistModel.find({ departureId, toldAt: trusted({ $exists: false }) })
        .sort({ createdAt: 1, _id: 1 })
        .lean<Array<StoredWaitlistEntry & { _id: Types.ObjectId }>>();
      for (const entry of waiting) {
        if (left <= 0) break;
        if (entry.seats > left) continue;
        const told = await WaitlistModel.updateOne(
          { _id: entry._id, toldAt: trusted({ $exists: false }) },
          {
            $set: { toldAt: now },
            $push: {
              mails: newOutboxEntry(SEATS_FREE_MAIL.kind, {
                dueAt: now,
                expiresAt: new Date(now.getTime() + SEATS_FREE_MAIL.keptMs),
              }),
            },
          },
        );
        if (told.modifiedCount > 0) left -= entry.seats;
      }
      const told = departure.seats - departure.seatsBooked - left;
      if (told > 0)
        logger.info(
          { departure: departureId.toHexString(), seats: told },
          'seats freed up: the waitlist is told',
        );
    },
  };
}

export type Waitlist = ReturnType<typeof waitlist>;
