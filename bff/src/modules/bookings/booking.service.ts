import {
  BOOKING_MESSAGES,
  type Booking,
  type BookingCreated,
  type BookingSummary,
  type BookingView,
  type bookingChangeSchema,
  type bookingInputSchema,
  type bookingMoveSchema,
  bookingPrice,
  FIND_BOOKING_ANSWER,
  inboxOf,
  internationalPhoneDigits,
  lagosToday,
  OPERATOR_BOOKING_MESSAGES,
  type operatorBookingInputSchema,
  PAYMENT_MESSAGES,
  type Page,
  type PaymentPlan,
  type RoomType,
  roomFitProblem,
  type TravellerType,
} from '@safa/contract';
import { Types } from 'mongoose';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { DataCipher } from '../../data-cipher';
import { duplicateKeyOf } from '../../db/duplicate-key';
import { answerList } from '../../db/list-query';
import { Conflict, InvalidInput, NotFound } from '../../errors';
import { contentChanged } from '../content/content-versions';
import { DepartureModel, type StoredDeparture } from '../departures/departure.model';
import { DEPARTURE_NOT_FOUND, takeSeats } from '../departures/seats';
import { openVirtualAccountLater } from '../payments/virtual-accounts';
import { createLimiter } from '../throttle/limiter';
import { BookingModel, type StoredBooking, type StoredTraveller } from './booking.model';
import {
  bookingDetails,
  bookingSummary,
  bookingView,
  type LeanBooking,
  type PaymentOptions,
  type Surroundings,
  surroundingsOf,
  tripsOf,
} from './booking-answers';
import { changeNote, moveNote, travellersAsChanged } from './booking-change';
import {
  type Actor,
  BOOKING_NOT_FOUND,
  type BookingLife,
  type BookingLifeSettings,
  bookingLife,
  type NewPayment,
} from './booking-life';
import { hashOfLink, manageUrl, newLinkToken } from './booking-link';
import { type BookingListQuery, bookingsQuery } from './booking-list';
import { channelsOf, type MessagePlan } from './booking-messages';
import { bookingOfLink } from './booking-reads';
import { newBookingReference } from './booking-reference';
import { contactHoldersOf, type HoldPolicy, holdPolicy } from './hold-policy';

type BookingData = Omit<z.output<typeof bookingInputSchema>, 'website'>;
/** What both forms, the public one and the operator's, book with. */
type BookedFields = Omit<BookingData, 'payNow' | 'consent'>;
type OperatorBookingData = z.output<typeof operatorBookingInputSchema>;
type TravellerData = BookingData['travellers'][number];

export interface BookingSettings {
  cipher: DataCipher;
  /** The public site, for the private link. */
  siteUrl: string;
  holdMs: number;
  payNowMs: number;
  policy: HoldPolicy;
  life: BookingLife;
  /** How customers pay, shown on their booking's page. */
  paymentOptions: PaymentOptions;
  /** Whether each booking gets an account number of its own to pay to (Paystack's, made in the background). */
  openAccounts: boolean;
}

/** How often one booking's link may be sent again through "find my booking". */
const FINDS_PER_REFERENCE = { max: 3, windowMs: 60 * 60 * 1000 };

/**
 * The departure's price for `input`, or the refusal a visitor reads: a room the departure does not
 * offer, or one its travellers do not fill (said of the room field, where the form shows it).
 */
function priceOf(
  departure: StoredDeparture,
  input: { room: RoomType; travellers: ReadonlyArray<{ type: TravellerType }> },
) {
  const types = input.travellers.map((traveller) => traveller.type);
  const price = bookingPrice(departure, input.room, types);
  if (!price) throw new Conflict(BOOKING_MESSAGES.noSuchRoom);
  const misfit = roomFitProblem(departure, input.room, types);
  if (misfit) throw new InvalidInput(misfit, { issues: [{ path: ['room'], message: misfit }] });
  return price;
}

/** The plan a booking asks for, when its departure offers it (400 at the plan otherwise): the deposit then the balance by default. */
function planOf(
  departure: Pick<StoredDeparture, 'plans'>,
  { plan = 'deposit' }: Pick<BookingData, 'plan'>,
): PaymentPlan {
  if (plan === 'deposit' || (departure.plans ?? []).some((offered) => offered === plan)) return plan;
  throw new InvalidInput(PAYMENT_MESSAGES.planNotOffered, {
    issues: [{ path: ['plan'], message: PAYMENT_MESSAGES.planNotOffered }],
  });
}

/** A traveller as a booking first stores them: their price, their passport number sealed, no visa or document yet. */
const newTraveller = (
  { passportNumber, ...details }: Partial<TravellerData> & Pick<TravellerData, 'fullName' | 'type'>,
  price: number,
  seal: (text: string) => string,
): StoredTraveller => ({
  ...details,
  id: new Types.ObjectId(),
  price,
  ...(passportNumber && { passportNumber: seal(passportNumber) }),
  visa: { status: 'not_started' },
  documents: [],
});

/**
 * Bookings as visitors and the operator ask for them: seats taken atomically on their departure under
 * the caps of unpaid seats, then held by the owner of the booking's life (booking-life.ts), which
 * makes every change after; passport numbers sealed; a private link per booking, found by its hash.
 */
export function bookingService(settings: BookingSettings) {
  const { cipher, policy, life } = settings;
  const findsPerReference = createLimiter('find-booking-reference', FINDS_PER_REFERENCE);

  /** What a visitor is told of a booking made (by this form, or by the same form before). */
  const createdAnswer = (booking: LeanBooking, token: string): BookingCreated => ({
    reference: booking.reference,
    status: booking.status,
    total: booking.amounts.total,
    depositDue: booking.amounts.depositDue,
    holdExpiresAt: booking.holdExpiresAt.toISOString(),
    manageUrl: manageUrl(settings.siteUrl, token),
    payNow: booking.payNow,
  });

  async function withSurroundings<T>(
    booking: LeanBooking,
    answer: (booking: LeanBooking, surroundings: Surroundings) => T,
  ) {
    const surroundingsOfBooking = await surroundingsOf([booking]);
    return answer(booking, surroundingsOfBooking(booking));
  }

  /** The customer's view of a booking, through its private link. */
  const viewOf = (booking: LeanBooking, now = new Date()): Promise<BookingView> =>
    withSurroundings(booking, (found, surroundings) =>
      bookingView(found, surroundings, cipher, settings.paymentOptions, lagosToday(now)),
    );

  /** The booking's private link, read from its sealed token (kept out of every other read). */
  async function manageUrlOf(booking: Pick<LeanBooking, '_id'>): Promise<string> {
    const sealed = await BookingModel.findById(booking._id)
      .select('+linkSealed')
      .lean<{ linkSealed: string }>();
    return manageUrl(settings.siteUrl, cipher.decrypt(sealed?.linkSealed ?? '', booking._id.toHexString()));
  }

  /** The operator's view of a booking: with its private link and its messages (both kept out of other reads). */
  const detailsOf = async (booking: LeanBooking): Promise<Booking> => {
    const [link, messages] = await Promise.all([
      manageUrlOf(booking),
      BookingModel.findById(booking._id).select('+mails').lean<Pick<StoredBooking, 'mails'>>(),
    ]);
    return withSurroundings({ ...booking, mails: messages?.mails ?? [] }, (found, surroundings) =>
      bookingDetails(found, surroundings, cipher, link),
    );
  };

  /** The booking made by the form whose one-time key is `submission`, with its sealed link. */
  const madeBy = (submission: string | undefined) =>
    submission === undefined
      ? Promise.resolve(null)
      : BookingModel.findOne({ submission })
          .select('+linkSealed')
          .lean<LeanBooking & { linkSealed: string }>();

  /**
   * Takes the seats of `input` on `departure` (the departure's conditional update: 409 when too few
   * are left) and stores the booking, held, as `how` says; the seats go back if it cannot be stored.
   * The same form sent twice at once makes one booking: the other is answered with it (`earlier`).
   */
  async function book<T>(
    departure: StoredDeparture & { _id: Types.ObjectId },
    input: BookedFields,
    how: { plan: PaymentPlan; holders: string[]; payNow: boolean; by: Actor; paid?: NewPayment; now: Date },
    answer: (booking: LeanBooking, token: string) => T | Promise<T>,
    earlier: () => Promise<T | undefined>,
  ): Promise<T> {
    const { now } = how;
    const _id = new Types.ObjectId();
    const token = newLinkToken();
    const seats = input.travellers.length;
    const taken = await takeSeats({
      departureId: departure._id,
      bookingId: _id,
      seats,
      room: input.room,
      today: lagosToday(now),
      now,
    });
    let booking: LeanBooking;
    try {
      const price = priceOf(taken, input);
      const seal = (text: string) => cipher.encrypt(text, _id.toHexString());
      booking = await life.hold(
        {
          _id,
          departureId: departure._id,
          packageId: departure.packageId,
          room: input.room,
          roomPrice: price.roomPrice,
          depositPerPerson: taken.depositPerPerson,
          total: price.total,
          depositDue: price.depositDue,
          travellers: input.travellers.map((traveller, index) =>
            newTraveller(traveller, price.prices[index] ?? price.roomPrice, seal),
          ),
          contact: input.contact,
          consentAt: now,
          linkHash: hashOfLink(token),
          linkSealed: seal(token),
          holders: how.holders,
          payNow: how.payNow,
          plan: how.plan,
          channels: input.channels ?? channelsOf({ contact: input.contact }),
          ...(input.submission && { submission: input.submission }),
        },
        now,
        { by: how.by, paid: how.paid },
      );
    } catch (error) {
      await life.releaseSeats({ _id, departureId: departure._id }, seats);
      // The same form sent at once from elsewhere: the other made the booking.
      const made = duplicateKeyOf(error) === 'submission' ? await earlier() : undefined;
      if (made !== undefined) return made;
      throw error;
    }
    if (settings.openAccounts) await openVirtualAccountLater(_id);
    await contentChanged('departures');
    return answer(booking, token);
  }

  /** The departure a booking is to be made on, priced and with its plan checked before a seat is taken. */
  async function departureFor(input: BookingData | OperatorBookingData) {
    const departure = await DepartureModel.findById(input.departureId).lean<
      StoredDeparture & { _id: Types.ObjectId }
    >();
    if (!departure) throw new NotFound(DEPARTURE_NOT_FOUND);
    // Refused before a seat is taken; priced again as the departure is once they are.
    priceOf(departure, input);
    return { departure, plan: planOf(departure, input) };
  }

  /** The departure of a booking the operator changes: 409 once it has left. */
  async function departureStillToLeave(booking: LeanBooking, today: string) {
    const departure = await DepartureModel.findById(booking.departureId).lean<
      StoredDeparture & { _id: Types.ObjectId }
    >();
    if (!departure) throw new NotFound(DEPARTURE_NOT_FOUND);
    if (departure.departsOn <= today) throw new Conflict(OPERATOR_BOOKING_MESSAGES.departed);
    return departure;
  }

  return {
    /**
     * Books seats on a departure for a visitor at `address`, held until the deposit is in, within the
     * limits of unpaid seats (hold-policy.ts). A form sent again (its one-time key) is answered with
     * the booking it made, and makes nothing more.
     */
    async create(
      input: BookingData,
      { address, now = new Date() }: { address: string; now?: Date },
    ): Promise<BookingCreated> {
      const { departure, plan } = await departureFor(input);
      const holders = policy.holdersOf(address, input.contact);
      const payNow = input.payNow === true;
      const earlier = async () => {
        const made = await madeBy(input.submission);
        return made
          ? createdAnswer(made, cipher.decrypt(made.linkSealed, made._id.toHexString()))
          : undefined;
      };
      return policy.within(
        { holders, departure, seats: input.travellers.length, payNow },
        () =>
          book(
            departure,
            input,
            { plan, holders: Object.values(holders), payNow, by: 'customer', now },
            createdAnswer,
            earlier,
          ),
        earlier,
      );
    },

    /**
     * Books seats for a customer who phoned or walked in, by the public form's rules, with what they
     * paid there and then (its receipt written with the booking). Not under the hold policy's caps
     * nor its lease locks: the caps keep anonymous visitors from holding seats unpaid, and the locks
     * only make their counts and the booking one step; the seats themselves are taken by the
     * departure's conditional update whatever runs beside it, and a form sent twice at once still
     * makes one booking (its one-time key is unique), so the operator never waits on a visitor's lock.
     */
    async createByOperator(input: OperatorBookingData, by: Actor, now = new Date()): Promise<Booking> {
      const { departure, plan } = await departureFor(input);
      const earlier = async () => {
        const made = await madeBy(input.submission);
        return made ? detailsOf(made) : undefined;
      };
      const holders = Object.values(contactHoldersOf(input.contact));
      return (
        (await earlier()) ??
        book(
          departure,
          input,
          { plan, holders, payNow: false, by, paid: input.paidNow, now },
          (booking) => detailsOf(booking),
          earlier,
        )
      );
    },

    /**
     * The operator changes a booking's contact, room and travellers (kept by id, added, or left out):
     * seats follow on its departure (see BookingLife.rearrange), so does the price; adjustments in
     * the ledger stay on top. 409 on a booking that ended or whose departure has left.
     */
    async change(
      id: string,
      input: z.output<typeof bookingChangeSchema>,
      by: Actor,
      now = new Date(),
    ): Promise<Booking> {
      const today = lagosToday(now);
      const changed = await life.rearrange(
        id,
        async (booking) => {
          const departure = await departureStillToLeave(booking, today);
          const price = priceOf(departure, input);
          const seal = (text: string) => cipher.encrypt(text, booking._id.toHexString());
          const travellers = travellersAsChanged(
            booking.travellers,
            input.travellers,
            price.prices,
            (added, at) => newTraveller(added, at, seal),
          );
          return {
            event: 'details_changed',
            note: changeNote(booking, { ...input, travellers }),
            set: {
              departureId: booking.departureId,
              contact: input.contact,
              room: input.room,
              travellers,
              roomPrice: price.roomPrice,
              depositPerPerson: departure.depositPerPerson,
              total: price.total,
              depositDue: price.depositDue,
            },
          };
        },
        by,
        today,
        now,
      );
      return detailsOf(changed);
    },

    /**
     * The operator moves a booking to another departure of its package, in its room type: one
     * booking throughout (its reference, link and ledger), priced as the new departure is; its seats
     * are taken there before they go back on the old one (see BookingLife.rearrange).
     */
    async move(id: string, { departureId }: z.output<typeof bookingMoveSchema>, by: Actor, now = new Date()) {
      const today = lagosToday(now);
      const moved = await life.rearrange(
        id,
        async (booking) => {
          const [from, to] = await Promise.all([
            departureStillToLeave(booking, today),
            DepartureModel.findById(departureId).lean<StoredDeparture & { _id: Types.ObjectId }>(),
          ]);
          if (!to) throw new NotFound(DEPARTURE_NOT_FOUND);
          const refusal = to._id.equals(from._id)
            ? OPERATOR_BOOKING_MESSAGES.sameDeparture
            : !to.packageId.equals(booking.packageId) && OPERATOR_BOOKING_MESSAGES.otherPackage;
          if (refusal) {
            throw new InvalidInput(refusal, { issues: [{ path: ['departureId'], message: refusal }] });
          }
          const price = priceOf(to, booking);
          planOf(to, booking);
          return {
            event: 'moved',
            note: moveNote(from.departsOn, to.departsOn),
            set: {
              departureId: to._id,
              room: booking.room,
              travellers: booking.travellers.map((traveller, index) => ({
                ...traveller,
                price: price.prices[index] ?? price.roomPrice,
              })),
              roomPrice: price.roomPrice,
              depositPerPerson: to.depositPerPerson,
              total: price.total,
              depositDue: price.depositDue,
            },
          };
        },
        by,
        today,
        now,
      );
      return detailsOf(moved);
    },

    /** What a bot that filled the honeypot is told: a booking like a stored one, no seat taken. */
    async pretendToBook(input: BookingData, now = new Date()): Promise<BookingCreated> {
      const departure = await DepartureModel.findById(input.departureId).lean<StoredDeparture>();
      if (!departure) throw new NotFound(DEPARTURE_NOT_FOUND);
      const price = priceOf(departure, input);
      return {
        reference: newBookingReference(),
        status: 'held',
        total: price.total,
        depositDue: price.depositDue,
        holdExpiresAt: new Date(
          now.getTime() + (input.payNow ? settings.payNowMs : settings.holdMs),
        ).toISOString(),
        manageUrl: manageUrl(settings.siteUrl, newLinkToken()),
        payNow: input.payNow === true,
      };
    },

    /** The booking whose private link carries `token`, as the customer sees it. */
    byLink: async (token: string): Promise<BookingView> => viewOf(await bookingOfLink(token)),

    /** The customer chooses how to pay, among the plans the departure offers (400 at the plan otherwise). */
    async choosePlan(token: string, wanted: PaymentPlan): Promise<BookingView> {
      const booking = await bookingOfLink(token);
      const departure = await DepartureModel.findById(booking.departureId).lean<StoredDeparture>();
      const plan = planOf(departure ?? { plans: [] }, { plan: wanted });
      return viewOf((await life.choosePlan(booking._id, plan, 'customer')).booking);
    },

    list(query: BookingListQuery): Promise<BookingSummary[] | Page<BookingSummary>> {
      const { filter, sort } = bookingsQuery(query);
      return answerList(BookingModel.find(filter), sort, query, async (bookings) => {
        const tripOf = await tripsOf(bookings);
        return bookings.map((booking) => bookingSummary(booking, tripOf(booking), cipher));
      });
    },

    async get(id: string): Promise<Booking> {
      const booking = await BookingModel.findById(id).lean<LeanBooking>();
      if (!booking) throw new NotFound(BOOKING_NOT_FOUND);
      return detailsOf(booking);
    },

    /** The operator cancels a booking: its seats go back once; what it paid shows as money to refund. */
    cancel: async (id: string, by: Actor): Promise<Booking> => detailsOf(await life.cancel(id, by)),

    /** The operator takes a cancelled or expired booking back, its seats taken again. */
    reinstate: async (id: string, by: Actor, now = new Date()): Promise<Booking> =>
      detailsOf(await life.reinstate(id, by, lagosToday(now), now)),

    /** The private link's token for the customer back from Paystack with their card payment's one-time code. */
    async tokenOfCardReturn(code: string, reference: string): Promise<string> {
      const { booking } = await life.redeemCardReturn(reference, hashOfLink(code));
      return new URL(await manageUrlOf(booking)).searchParams.get('token') ?? '';
    },

    /**
     * "Find my booking": the link sent again to the contact on file when the reference and the phone
     * or e-mail match (spelled as people spell them), at most FINDS_PER_REFERENCE times an hour; the
     * same answer whether or not anything matched.
     */
    async find({ reference, contact }: { reference: string; contact: string }): Promise<{ message: string }> {
      const booking = await BookingModel.findOne({ reference }).lean<LeanBooking>();
      const phone = internationalPhoneDigits(contact);
      const matches =
        booking !== null &&
        ((phone !== undefined && internationalPhoneDigits(booking.contact.phone) === phone) ||
          inboxOf(booking.contact.email) === inboxOf(contact));
      if (booking && matches && (await findsPerReference.hit(reference)).allowed) {
        await life.sendLinkAgain(booking._id, 'customer');
      }
      return { message: FIND_BOOKING_ANSWER };
    },

    /** The operator sends the private link again. */
    async sendLinkAgain(id: string, by: Actor): Promise<{ message: string }> {
      const { booking } = await life.sendLinkAgain(id, by);
      return { message: `The link was sent again to ${booking.contact.email}.` };
    },

    /** A booking read elsewhere (after a payment), as the operator's details show it. */
    detailsOf,

    /** A booking read elsewhere (after a proof or a card payment), as its private page shows it. */
    viewOf,
  };
}

export type BookingService = ReturnType<typeof bookingService>;

/** The channels messages go by, as the configuration sets them up (each on with its credentials). */
export const messagePlanOf = ({
  notifications,
  channels,
}: Pick<Config, 'notifications' | 'channels'>): MessagePlan => ({
  email: notifications !== undefined,
  whatsapp: channels.whatsapp !== undefined,
  sms: channels.sms !== undefined,
  operatorWhatsApp: channels.whatsapp?.operator !== undefined,
  daytime: channels.daytime,
});

/** The owner of bookings' lives as the configuration sets it up. */
export const bookingLifeFor = (
  config: Pick<Config, 'bookings' | 'notifications' | 'channels'>,
  onSeatsBack?: BookingLifeSettings['onSeatsBack'],
): BookingLife =>
  bookingLife({
    holdMs: config.bookings.holdMs,
    payNowMs: config.bookings.payNowMs,
    messages: messagePlanOf(config),
    ...(onSeatsBack && { onSeatsBack }),
  });

/** The booking service as the configuration sets it up. */
export const bookingServiceFor = (
  config: Pick<Config, 'siteUrl' | 'bookings' | 'notifications' | 'payments' | 'channels'>,
  cipher: DataCipher,
  life: BookingLife = bookingLifeFor(config),
): BookingService =>
  bookingService({
    cipher,
    siteUrl: config.siteUrl,
    holdMs: config.bookings.holdMs,
    payNowMs: config.bookings.payNowMs,
    policy: holdPolicy(config.bookings.holdLimits),
    life,
    paymentOptions: { bank: config.payments.bank, cardsOn: config.payments.paystack !== undefined },
    openAccounts: config.payments.paystack?.dedicatedAccounts !== undefined,
  });
