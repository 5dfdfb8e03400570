import {
  type Booking,
  type BookingCreated,
  type BookingStatus,
  type BookingSummary,
  type BookingView,
  type bookingInputSchema,
  type bookingListQuerySchema,
  SEAT_HOLDING_STATUSES,
} from '@safa/contract';
import { Types, trusted } from 'mongoose';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { DataCipher } from '../../data-cipher';
import { isDuplicateKeyError } from '../../db/duplicate-key';
import { Conflict, NotFound } from '../../errors';
import { lagosDay } from '../../lagos-calendar';
import { contentChanged } from '../content/content-versions';
import { DepartureModel, type StoredDeparture } from '../departures/departure.model';
import { DEPARTURE_NOT_FOUND, returnSeats, takeSeats } from '../departures/seats';
import { newOutboxEntry, type OutboxEntry } from '../outbox/outbox-entry';
import { WITH_PROOF_TO_CHECK } from '../payments/proofs';
import { BookingModel, type StoredBooking } from './booking.model';
import {
  bookingDetails,
  bookingSummary,
  bookingView,
  type LeanBooking,
  type PaymentOptions,
  tripsOf,
} from './booking-answers';
import { hashOfLink, LINK_NOT_VALID, manageUrl, newLinkToken } from './booking-link';
import { BOOKING_MAIL } from './booking-mails';
import { newBookingReference } from './booking-reference';
import { type SeatsHeldCap, seatsHeldCap } from './seats-held';

type BookingData = Omit<z.output<typeof bookingInputSchema>, 'website'>;
type ListQuery = z.output<typeof bookingListQuerySchema>;

export interface BookingSettings {
  cipher: DataCipher;
  /** The public site, for the private link. */
  siteUrl: string;
  holdMs: number;
  seatsHeld: SeatsHeldCap;
  /** Whether e-mails are on: a booking then carries its customer's and the agency's. */
  mailsOn: boolean;
  /** How customers pay, shown on their booking's page. */
  paymentOptions: PaymentOptions;
}

const BOOKING_NOT_FOUND = 'Booking not found.';
/** A clash of two new references (one in 20 million each) is tried again with another. */
const REFERENCE_TRIES = 5;

const historyEntry = (status: BookingStatus, at: Date, note?: string) => ({
  status,
  at,
  ...(note && { note }),
});

/**
 * Bookings: seats taken atomically on their departure, held unpaid for `holdMs`, given back exactly
 * once when they stop holding (cancelled, expired); passport numbers sealed; a private link per
 * booking, found by its hash.
 */
export function bookingService(settings: BookingSettings) {
  const { cipher, seatsHeld } = settings;

  async function insertWithNewReference(
    document: Omit<StoredBooking, 'reference' | 'createdAt' | 'updatedAt'> & { _id: Types.ObjectId },
  ) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return (
          await BookingModel.create({ ...document, reference: newBookingReference() })
        ).toObject() as LeanBooking;
      } catch (error) {
        if (!isDuplicateKeyError(error) || attempt >= REFERENCE_TRIES) throw error;
      }
    }
  }

  /** A booking's `seats` stop counting, on its departure (once) and against its holders. */
  async function releaseSeats(
    booking: Pick<LeanBooking, '_id' | 'departureId'>,
    seats: number,
    holders: string[],
  ) {
    if (!(await returnSeats(booking.departureId, booking._id, seats))) return;
    await Promise.all([seatsHeld.giveBack(holders, seats), contentChanged('departures')]);
  }

  async function withTrip<T>(
    booking: LeanBooking,
    answer: (booking: LeanBooking, trip: BookingView['trip']) => T,
  ) {
    const tripOf = await tripsOf([booking]);
    return answer(booking, tripOf(booking));
  }

  return {
    /** Books seats on a departure for a visitor at `address`: held until the deposit is in. */
    async create(
      input: BookingData,
      { address, now = new Date() }: { address: string; now?: Date },
    ): Promise<BookingCreated> {
      const departure = await DepartureModel.findById(input.departureId).lean<
        StoredDeparture & { _id: Types.ObjectId }
      >();
      if (!departure) throw new NotFound(DEPARTURE_NOT_FOUND);
      const seats = input.travellers.length;
      const holders = seatsHeld.holdersOf(address, input.contact.phone);
      await seatsHeld.take(holders, seats);

      const _id = new Types.ObjectId();
      let taken: StoredDeparture;
      try {
        taken = await takeSeats({
          departureId: departure._id,
          bookingId: _id,
          seats,
          room: input.room,
          today: lagosDay(now),
          now,
        });
      } catch (error) {
        await seatsHeld.giveBack(holders, seats);
        throw error;
      }

      const roomPrice = taken.rooms.find((room) => room.type === input.room)?.price ?? 0;
      const total = roomPrice * seats;
      const depositDue = taken.depositPerPerson > 0 ? Math.min(total, taken.depositPerPerson * seats) : total;
      const token = newLinkToken();
      const mails: OutboxEntry[] = settings.mailsOn
        ? [newOutboxEntry(BOOKING_MAIL.received), newOutboxEntry(BOOKING_MAIL.toAgency)]
        : [];
      try {
        const booking = await insertWithNewReference({
          _id,
          departureId: departure._id,
          packageId: departure.packageId,
          room: input.room,
          roomPrice,
          depositPerPerson: taken.depositPerPerson,
          travellers: input.travellers.map(({ fullName, passportNumber, dateOfBirth }) => ({
            fullName,
            ...(passportNumber && { passportNumber: cipher.encrypt(passportNumber, _id.toHexString()) }),
            ...(dateOfBirth && { dateOfBirth }),
          })),
          contact: input.contact,
          consentAt: now,
          status: 'held',
          total,
          depositDue,
          holdExpiresAt: new Date(now.getTime() + settings.holdMs),
          linkHash: hashOfLink(token),
          linkSealed: cipher.encrypt(token, _id.toHexString()),
          holders,
          history: [historyEntry('held', now)],
          payments: [],
          proofs: [],
          cardPayments: [],
          reminders: [],
          ...(mails.length > 0 && { mails }),
        });
        await contentChanged('departures');
        return {
          reference: booking.reference,
          status: booking.status,
          total,
          depositDue,
          holdExpiresAt: booking.holdExpiresAt.toISOString(),
          manageUrl: manageUrl(settings.siteUrl, token),
        };
      } catch (error) {
        await releaseSeats({ _id, departureId: departure._id }, seats, holders);
        throw error;
      }
    },

    /** What a bot that filled the honeypot is told: a booking like a stored one, no seat taken. */
    async pretendToBook(input: BookingData, now = new Date()): Promise<BookingCreated> {
      const departure = await DepartureModel.findById(input.departureId).lean<StoredDeparture>();
      if (!departure) throw new NotFound(DEPARTURE_NOT_FOUND);
      const seats = input.travellers.length;
      const total = (departure.rooms.find((room) => room.type === input.room)?.price ?? 0) * seats;
      return {
        reference: newBookingReference(),
        status: 'held',
        total,
        depositDue:
          departure.depositPerPerson > 0 ? Math.min(total, departure.depositPerPerson * seats) : total,
        holdExpiresAt: new Date(now.getTime() + settings.holdMs).toISOString(),
        manageUrl: manageUrl(settings.siteUrl, newLinkToken()),
      };
    },

    /** The booking whose private link carries `token`, as the customer sees it. */
    async byLink(token: string): Promise<BookingView> {
      const booking = await BookingModel.findOne({ linkHash: hashOfLink(token) }).lean<LeanBooking>();
      if (!booking) throw new NotFound(LINK_NOT_VALID);
      return withTrip(booking, (found, trip) => bookingView(found, trip, cipher, settings.paymentOptions));
    },

    async list({ departureId, status, proofs }: ListQuery): Promise<BookingSummary[]> {
      const bookings = await BookingModel.find({
        ...(departureId && { departureId: new Types.ObjectId(departureId) }),
        ...(status && { status }),
        ...(proofs === 'unchecked' && WITH_PROOF_TO_CHECK),
      })
        .sort({ createdAt: -1, _id: -1 })
        .lean<LeanBooking[]>();
      const tripOf = await tripsOf(bookings);
      return bookings.map((booking) => bookingSummary(booking, tripOf(booking), cipher));
    },

    async get(id: string): Promise<Booking> {
      const booking = await BookingModel.findById(id).lean<LeanBooking>();
      if (!booking) throw new NotFound(BOOKING_NOT_FOUND);
      return withTrip(booking, (found, trip) => bookingDetails(found, trip, cipher));
    },

    /** Cancels a booking that holds seats, in one conditional update; its seats go back once. */
    async cancel(id: string, now = new Date()): Promise<Booking> {
      const cancelled = await BookingModel.findOneAndUpdate(
        { _id: id, status: trusted({ $in: SEAT_HOLDING_STATUSES }) },
        { $set: { status: 'cancelled' }, $push: { history: historyEntry('cancelled', now) } },
        { returnDocument: 'after' },
      )
        .select('+holders')
        .lean<LeanBooking>();
      if (!cancelled) {
        const booking = await BookingModel.findById(id).select('status').lean<Pick<LeanBooking, 'status'>>();
        if (!booking) throw new NotFound(BOOKING_NOT_FOUND);
        throw new Conflict(`This booking is already ${booking.status}.`);
      }
      await releaseSeats(cancelled, cancelled.travellers.length, cancelled.holders);
      return withTrip(cancelled, (found, trip) => bookingDetails(found, trip, cipher));
    },

    releaseSeats,

    /** A booking read elsewhere (after a payment), as the operator's details show it. */
    detailsOf: (booking: LeanBooking): Promise<Booking> =>
      withTrip(booking, (found, trip) => bookingDetails(found, trip, cipher)),

    /** A booking read elsewhere (after a proof or a card payment), as its private page shows it. */
    viewOf: (booking: LeanBooking): Promise<BookingView> =>
      withTrip(booking, (found, trip) => bookingView(found, trip, cipher, settings.paymentOptions)),
  };
}

export type BookingService = ReturnType<typeof bookingService>;

/** The booking service as the configuration sets it up. */
export const bookingServiceFor = (
  config: Pick<Config, 'siteUrl' | 'bookings' | 'notifications' | 'payments'>,
  cipher: DataCipher,
): BookingService =>
  bookingService({
    cipher,
    siteUrl: config.siteUrl,
    holdMs: config.bookings.holdMs,
    seatsHeld: seatsHeldCap({ max: config.bookings.seatsHeldMax, holdMs: config.bookings.holdMs }),
    mailsOn: config.notifications !== undefined,
    paymentOptions: { bank: config.payments.bank, cardsOn: config.payments.paystack !== undefined },
  });
