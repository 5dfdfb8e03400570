import {
  type BookingInput,
  type Departure,
  type DepartureInput,
  departureSchema,
  type LedgerEntry,
} from '@safa/contract';
import { PackageModel } from '../../src/modules/packages/package.model';
import type { TestContext } from './test-app';

/** The day `days` from today, as YYYY-MM-DD. */
export const dayFromNow = (days: number): string =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A package to hang departures on. */
export async function aPackage(title = 'Hajj 2027 Premium Package'): Promise<string> {
  const stored = await PackageModel.create({
    title,
    name: title,
    description: 'Hotels close to the Haram, scholars, flights from Lagos.',
    category: 'hajj',
    images: [],
    inclusions: ['Flights'],
    price: 8_500_000,
    numberOfPeople: 1,
    days: '21',
  });
  return stored._id.toHexString();
}

export const aDeparture = (packageId: string, changes: Partial<DepartureInput> = {}): DepartureInput => ({
  packageId,
  departsOn: dayFromNow(120),
  returnsOn: dayFromNow(141),
  seats: 10,
  rooms: [
    { type: 'quad', price: 7_500_000 },
    { type: 'double', price: 9_000_000 },
  ],
  depositPerPerson: 2_000_000,
  ...changes,
});

/** A departure made by the operator through the API (201, or the test fails), as the API answers it. */
export async function createDeparture(
  context: TestContext,
  packageId: string,
  changes: Partial<DepartureInput> = {},
): Promise<Departure> {
  const response = await context.http
    .post('/api/departures')
    .set({ Authorization: context.adminAuth })
    .send(aDeparture(packageId, changes));
  expect(response.status).toBe(201);
  return departureSchema.parse(response.body);
}

let phone = 1000;
/**
 * A booking of `travellers` on `departureId`, each time by another phone number: in quads, or in
 * doubles for a party that would not fill whole quads (six adults).
 */
export const aBooking = (
  departureId: string,
  { travellers = 1, ...changes }: Omit<Partial<BookingInput>, 'travellers'> & { travellers?: number } = {},
): BookingInput => {
  phone += 1;
  return {
    departureId,
    room: travellers <= 4 || travellers % 4 === 0 ? 'quad' : 'double',
    travellers: Array.from({ length: travellers }, (_, index) => ({
      fullName: `Traveller ${index + 1} Bello`,
      passportNumber: `A${String(10_000_000 + phone * 10 + index)}`,
      dateOfBirth: `1980-04-0${String((index % 9) + 1)}`,
    })),
    contact: { name: 'Amina Bello', phone: `0803 555 ${phone}`, email: `amina.${phone}@example.com` },
    consent: true,
    ...changes,
  };
};

/** The receipt number of the `index`th entry of a booking's ledger (a payment or a refund). */
export const receiptNumberOf = (booking: { ledger: LedgerEntry[] }, index: number): string => {
  const entry = booking.ledger[index];
  return entry && entry.kind !== 'adjustment' ? entry.receiptNumber : '';
};
