import {
  type BookedTraveller,
  type Booking,
  type BookingMessageView,
  type BookingSummary,
  type BookingView,
  balanceDueOn,
  documentsDueOn,
  lagosToday,
  PAYABLE_STATUSES,
  type Readiness,
  readinessOf,
  type Schedule,
  scheduleOf,
  type Traveller,
  tripKindOf,
} from '@safa/contract';
import { type Types, trusted } from 'mongoose';
import type { PaymentSettings } from '../../config';
import type { DataCipher } from '../../data-cipher';
import { DepartureModel, type StoredDeparture } from '../departures/departure.model';
import { channelOf, type OutboxEntry } from '../outbox/outbox-entry';
import { PackageModel } from '../packages/package.model';
import { roomNumbersOf } from '../pilgrims/rooming';
import { travelRules } from '../pilgrims/travel-rules';
import { travellerOf } from '../pilgrims/traveller-answers';
import { travellersOpen } from '../pilgrims/traveller-deadline';
import type { StoredBooking } from './booking.model';
import { ledgerEntryOf } from './booking-ledger';
import { BOOKING_MESSAGE_KINDS, type BookingMessageKind, channelsOf } from './booking-messages';

export type LeanBooking = StoredBooking & { _id: Types.ObjectId };

/** What answers about bookings need beside the bookings: their trips, and their travellers' checklists. */
export interface Surroundings {
  trip: BookingView['trip'];
  /** A traveller's checklist for this booking's trip (its rules, its departure's vaccinations, its money). */
  readinessOf: (booking: LeanBooking, traveller: Traveller) => Readiness;
  roomNumberOf: (travellerId: string) => string | undefined;
}

type LeanDeparture = StoredDeparture & { _id: Types.ObjectId };

/** Where a booking goes: what its trip is read from. */
type Bound = Pick<LeanBooking, 'departureId' | 'packageId'>;

/** The departures and packages of these bookings, read in two queries for all. */
async function departuresAndPackages(bookings: readonly Bound[]) {
  const [departures, packages] = await Promise.all([
    DepartureModel.find({ _id: trusted({ $in: bookings.map((booking) => booking.departureId) }) })
      .select('departsOn returnsOn balanceDueOn documentsDueOn extraVaccines')
      .lean<LeanDeparture[]>(),
    PackageModel.find({ _id: trusted({ $in: bookings.map((booking) => booking.packageId) }) })
      .select('title category')
      .lean<Array<{ _id: Types.ObjectId; title: string; category: string }>>(),
  ]);
  return {
    departureOf: new Map(departures.map((departure) => [departure._id.toHexString(), departure])),
    packageOf: new Map(packages.map((item) => [item._id.toHexString(), item])),
  };
}

const tripOf = (
  booking: Bound,
  departure: LeanDeparture | undefined,
  title: string | undefined,
): BookingView['trip'] => ({
  packageId: booking.packageId.toHexString(),
  packageTitle: title ?? 'A package since removed',
  departureId: booking.departureId.toHexString(),
  departsOn: departure?.departsOn ?? '',
  ...(departure?.returnsOn && { returnsOn: departure.returnsOn }),
  balanceDueOn: departure ? balanceDueOn(departure) : '',
  documentsDueOn: departure ? documentsDueOn(departure) : '',
});

/** The trips of these bookings (package title, departure dates). */
export async function tripsOf(bookings: readonly Bound[]): Promise<(booking: Bound) => BookingView['trip']> {
  const { departureOf, packageOf } = await departuresAndPackages(bookings);
  return (booking) =>
    tripOf(
      booking,
      departureOf.get(booking.departureId.toHexString()),
      packageOf.get(booking.packageId.toHexString())?.title,
    );
}

/** The trips of these bookings with what their travellers' checklists read: the rules of travel and the rooming lists. */
export async function surroundingsOf(
  bookings: readonly LeanBooking[],
): Promise<(booking: LeanBooking) => Surroundings> {
  const [{ departureOf, packageOf }, rules, roomNumbers] = await Promise.all([
    departuresAndPackages(bookings),
    travelRules(),
    roomNumbersOf(bookings.map((booking) => booking.departureId)),
  ]);
  return (booking) => {
    const departure = departureOf.get(booking.departureId.toHexString());
    const item = packageOf.get(booking.packageId.toHexString());
    const trip = tripOf(booking, departure, item?.title);
    const tripRules = rules[tripKindOf(item?.category ?? '')];
    return {
      trip,
      readinessOf: (owner, traveller) =>
        readinessOf(
          traveller,
          {
            departsOn: trip.departsOn,
            returnsOn: trip.returnsOn,
            extraVaccines: departure?.extraVaccines ?? [],
          },
          tripRules,
          { paid: owner.status === 'paid' },
        ),
      roomNumberOf: (travellerId) => roomNumbers.get(travellerId),
    };
  };
}

/** A booking's travellers with their passport numbers read, whole or masked. */
const travellersOf = (
  booking: LeanBooking,
  cipher: DataCipher,
  show: 'whole' | 'masked',
  roomNumberOf: (travellerId: string) => string | undefined = () => undefined,
): Traveller[] =>
  booking.travellers.map((traveller) =>
    travellerOf(traveller, { cipher, bookingId: booking._id.toHexString(), show, roomNumberOf }),
  );

/** A booking's travellers, each with their checklist. */
const bookedTravellersOf = (
  booking: LeanBooking,
  cipher: DataCipher,
  show: 'whole' | 'masked',
  { readinessOf: checklist, roomNumberOf }: Surroundings,
): BookedTraveller[] =>
  travellersOf(booking, cipher, show, roomNumberOf).map((traveller) => ({
    ...traveller,
    readiness: checklist(booking, traveller),
  }));

const common = (booking: LeanBooking, trip: BookingView['trip']) => ({
  reference: booking.reference,
  status: booking.status,
  room: booking.room,
  trip,
  contact: { name: booking.contact.name, phone: booking.contact.phone, email: booking.contact.email },
  amounts: booking.amounts,
  ledger: booking.ledger.map(ledgerEntryOf),
  proofs: booking.proofs.map(({ id, uploadedAt, checkedAt, refusedAt, removedAt, ...proof }) => ({
    ...proof,
    id: id.toHexString(),
    uploadedAt: uploadedAt.toISOString(),
    ...(checkedAt && { checkedAt: checkedAt.toISOString() }),
    ...(refusedAt && { refusedAt: refusedAt.toISOString() }),
    ...(removedAt && { removedAt: removedAt.toISOString() }),
  })),
  schedule: scheduleOfBooking(booking, trip),
  holdExpiresAt: booking.holdExpiresAt.toISOString(),
  createdAt: booking.createdAt.toISOString(),
});

/** A booking's plan as a schedule, filled by what it has paid, as of today in Lagos. */
export const scheduleOfBooking = (
  booking: Pick<LeanBooking, 'plan' | 'amounts' | 'createdAt'>,
  trip: Pick<BookingView['trip'], 'balanceDueOn'>,
  now = new Date(),
) =>
  scheduleOf(
    {
      plan: booking.plan ?? 'deposit',
      total: booking.amounts.total,
      depositDue: booking.amounts.depositDue,
      bookedOn: lagosToday(booking.createdAt),
      balanceDueOn: trip.balanceDueOn,
    },
    booking.amounts.paid,
    lagosToday(now),
  );

/** What of a booking's balance is past its day: its instalments whose day passed unpaid, from the earliest. */
export interface Overdue {
  amount: number;
  dueOn: string;
}

/**
 * What a booking still to be paid owes past its day, as of today in Lagos (none when nothing is late,
 * or its departure has no balance day): the dashboard's overdue balances and the money report count this.
 */
export function overdueOfBooking(
  booking: Pick<LeanBooking, 'status' | 'plan' | 'amounts' | 'createdAt'>,
  trip: Pick<BookingView['trip'], 'balanceDueOn'>,
  now = new Date(),
): Overdue | undefined {
  if (!PAYABLE_STATUSES.includes(booking.status) || booking.amounts.balance <= 0) return undefined;
  if (trip.balanceDueOn === '') return undefined;
  const late = scheduleOfBooking(booking, trip, now).instalments.filter(({ status }) => status === 'overdue');
  const [earliest] = late;
  if (!earliest) return undefined;
  return { amount: late.reduce((sum, { amount, paid }) => sum + amount - paid, 0), dueOn: earliest.dueOn };
}

/**
 * What the customer is asked to pay now: on a monthly plan, the instalments whose day passed unpaid and
 * the next one (what is left of each); otherwise what is due now (the rest of the deposit, then the balance).
 */
export function askedNow(booking: Pick<LeanBooking, 'plan' | 'amounts'>, { instalments }: Schedule): number {
  const { dueNow } = booking.amounts;
  if (booking.plan !== 'monthly') return dueNow;
  const next = instalments.findIndex(({ status }) => status === 'due');
  const asked = instalments
    .filter(({ status }, index) => status === 'overdue' || index === next)
    .reduce((sum, { amount, paid }) => sum + amount - paid, 0);
  return Math.min(dueNow, asked || dueNow);
}

/** How a customer can pay: the agency's account, and whether cards are taken. */
export interface PaymentOptions {
  bank: PaymentSettings['bank'];
  cardsOn: boolean;
}

/**
 * The customer's view, through the private link: passport numbers masked, and how to pay what is due
 * now (by transfer always, naming the reference; by card when Paystack is set up).
 */
export function bookingView(
  booking: LeanBooking,
  surroundings: Surroundings,
  cipher: DataCipher,
  { bank, cardsOn }: PaymentOptions,
  today: string,
): BookingView {
  const answer = common(booking, surroundings.trip);
  const due = PAYABLE_STATUSES.includes(booking.status) ? askedNow(booking, answer.schedule) : 0;
  return {
    ...answer,
    travellers: bookedTravellersOf(booking, cipher, 'masked', surroundings),
    travellersOpen: travellersOpen(booking, surroundings.trip, today),
    // The booking's own account when it has one: its transfers are recorded by themselves.
    payTo: booking.virtualAccount
      ? {
          bankName: booking.virtualAccount.bankName,
          accountName: booking.virtualAccount.accountName,
          accountNumber: booking.virtualAccount.accountNumber,
          narration: booking.reference,
          amount: due,
          dedicated: true,
        }
      : {
          bankName: bank.name,
          accountName: bank.accountName,
          accountNumber: bank.accountNumber,
          narration: booking.reference,
          amount: due,
          dedicated: false,
        },
    cardPayment: cardsOn && due > 0,
  };
}

/** The operator's list: passport numbers masked. */
export const bookingSummary = (
  booking: LeanBooking,
  trip: BookingView['trip'],
  cipher: DataCipher,
): BookingSummary => ({
  id: booking._id.toHexString(),
  ...common(booking, trip),
  travellers: travellersOf(booking, cipher, 'masked'),
});

/** The operator's details: passport numbers whole, the history, the consent and the private link. */
export const bookingDetails = (
  booking: LeanBooking & Pick<StoredBooking, 'mails'>,
  surroundings: Surroundings,
  cipher: DataCipher,
  manageUrl: string,
): Booking => ({
  id: booking._id.toHexString(),
  ...common(booking, surroundings.trip),
  travellers: bookedTravellersOf(booking, cipher, 'whole', surroundings),
  consentAt: booking.consentAt.toISOString(),
  history: booking.history.map(({ at, ...entry }) => ({ ...entry, at: at.toISOString() })),
  manageUrl,
  channels: channelsOf(booking),
  messages: (booking.mails ?? []).map((entry) => messageOf(entry, booking.createdAt)),
});

/** A message of a booking as the admin lists it (one queued before channels had names is an e-mail). */
const messageOf = (entry: OutboxEntry, bookedAt: Date): BookingMessageView => ({
  id: entry.id,
  kind: entry.kind,
  channel: channelOf(entry),
  to: entry.to ?? BOOKING_MESSAGE_KINDS[entry.kind as BookingMessageKind]?.to ?? 'customer',
  state: entry.state,
  ...(entry.delivery && { delivery: entry.delivery }),
  queuedAt: (entry.queuedAt ?? bookedAt).toISOString(),
  dueAt: entry.nextAttemptAt.toISOString(),
  ...(entry.sentAt && { sentAt: entry.sentAt.toISOString() }),
  ...(entry.deliveredAt && { deliveredAt: entry.deliveredAt.toISOString() }),
  attempts: entry.attempts,
  ...(entry.lastError && { lastError: entry.lastError }),
  ...(entry.droppedReason && { droppedReason: entry.droppedReason }),
  ...(entry.fellBackAt && { fellBackToSms: true }),
});
