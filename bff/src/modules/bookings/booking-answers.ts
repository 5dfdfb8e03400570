import {
  type Booking,
  type BookingSummary,
  type BookingView,
  balanceDueOn,
  maskedPassport,
  PAYABLE_STATUSES,
  type Traveller,
} from '@safa/contract';
import { type Types, trusted } from 'mongoose';
import type { PaymentSettings } from '../../config';
import type { DataCipher } from '../../data-cipher';
import { DepartureModel, type StoredDeparture } from '../departures/departure.model';
import { PackageModel } from '../packages/package.model';
import type { StoredBooking } from './booking.model';
import { ledgerEntryOf } from './booking-ledger';

export type LeanBooking = StoredBooking & { _id: Types.ObjectId };

/** The trips of these bookings (package title, departure dates), read in two queries for all. */
export async function tripsOf(
  bookings: readonly LeanBooking[],
): Promise<(booking: LeanBooking) => BookingView['trip']> {
  const [departures, packages] = await Promise.all([
    DepartureModel.find({ _id: trusted({ $in: bookings.map((booking) => booking.departureId) }) })
      .select('departsOn returnsOn balanceDueOn')
      .lean<Array<StoredDeparture & { _id: Types.ObjectId }>>(),
    PackageModel.find({ _id: trusted({ $in: bookings.map((booking) => booking.packageId) }) })
      .select('title')
      .lean<Array<{ _id: Types.ObjectId; title: string }>>(),
  ]);
  const departureOf = new Map(departures.map((departure) => [departure._id.toHexString(), departure]));
  const titleOf = new Map(packages.map((item) => [item._id.toHexString(), item.title]));
  return (booking) => {
    const departure = departureOf.get(booking.departureId.toHexString());
    return {
      packageId: booking.packageId.toHexString(),
      packageTitle: titleOf.get(booking.packageId.toHexString()) ?? 'A package since removed',
      departureId: booking.departureId.toHexString(),
      departsOn: departure?.departsOn ?? '',
      ...(departure?.returnsOn && { returnsOn: departure.returnsOn }),
      balanceDueOn: departure ? balanceDueOn(departure) : '',
    };
  };
}

/** A booking's travellers with their passport numbers read, whole or masked. */
function travellersOf(booking: LeanBooking, cipher: DataCipher, show: 'whole' | 'masked'): Traveller[] {
  return booking.travellers.map(({ fullName, passportNumber, dateOfBirth }) => {
    const number = passportNumber && cipher.decrypt(passportNumber, booking._id.toHexString());
    const shown = show === 'whole' ? number : maskedPassport(number);
    return { fullName, ...(shown && { passportNumber: shown }), ...(dateOfBirth && { dateOfBirth }) };
  });
}

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
  holdExpiresAt: booking.holdExpiresAt.toISOString(),
  createdAt: booking.createdAt.toISOString(),
});

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
  trip: BookingView['trip'],
  cipher: DataCipher,
  { bank, cardsOn }: PaymentOptions,
): BookingView {
  const answer = common(booking, trip);
  const due = PAYABLE_STATUSES.includes(booking.status) ? answer.amounts.dueNow : 0;
  return {
    ...answer,
    travellers: travellersOf(booking, cipher, 'masked'),
    payTo: {
      bankName: bank.name,
      accountName: bank.accountName,
      accountNumber: bank.accountNumber,
      narration: booking.reference,
      amount: due,
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
  booking: LeanBooking,
  trip: BookingView['trip'],
  cipher: DataCipher,
  manageUrl: string,
): Booking => ({
  id: booking._id.toHexString(),
  ...common(booking, trip),
  travellers: travellersOf(booking, cipher, 'whole'),
  consentAt: booking.consentAt.toISOString(),
  history: booking.history.map(({ at, ...entry }) => ({ ...entry, at: at.toISOString() })),
  manageUrl,
});
