import {
  type Booking,
  type BookingSummary,
  type Departure,
  type Package,
  type Payment,
  type Proof,
  packageSchema,
} from '@safa/contract';
import { HttpResponse, http } from 'msw';
import { at, objectId } from './render-admin';
import { server } from './server';

export const storedImage = (n: number) => `/api/media/${objectId(100 + n)}`;

/** A stored package as the BFF answers it: through the contract, so a field left out has its default. */
export const pkg = (n: number, overrides: Partial<Package> = {}): Package =>
  packageSchema.parse({
    id: objectId(n),
    title: `Package ${n}`,
    name: `Package ${n}`,
    description: `Description ${n}`,
    category: 'vacation',
    images: [storedImage(n)],
    inclusions: ['Flights', 'Hotel'],
    price: 1_500_000,
    numberOfPeople: 2,
    days: '10-20',
    createdAt: at(n),
    updatedAt: at(n),
    ...overrides,
  });

/** A departure of package 1 in June 2099, 40 seats, 3 booked. */
export const departure = (n: number, overrides: Partial<Departure> = {}): Departure => ({
  id: objectId(200 + n),
  packageId: objectId(1),
  departsOn: `2099-06-${String(10 + n).padStart(2, '0')}`,
  returnsOn: `2099-07-${String(1 + n).padStart(2, '0')}`,
  seats: 40,
  rooms: [
    { type: 'double', price: 10_500_000 },
    { type: 'quad', price: 8_500_000 },
  ],
  depositPerPerson: 2_500_000,
  balanceDueOn: `2099-05-${String(11 + n).padStart(2, '0')}`,
  status: 'open',
  seatsBooked: 3,
  seatsLeft: 37,
  createdAt: at(n),
  ...overrides,
});

/** The fixture booking's amounts (₦21,000,000, a deposit of ₦5,000,000) once `paid` naira are in. */
export function amountsPaid(paid: number): BookingSummary['amounts'] {
  const total = 21_000_000;
  const depositDue = 5_000_000;
  const balance = total - paid;
  return { total, depositDue, paid, balance, dueNow: Math.max(0, depositDue - paid) || balance };
}

/** A booking of two travellers on departure 1, held, as the list shows it (passports masked). */
export const bookingSummary = (n: number, overrides: Partial<BookingSummary> = {}): BookingSummary => ({
  id: objectId(300 + n),
  reference: `SAFA-${String(n).padStart(5, 'K')}`,
  status: 'held',
  room: 'double',
  trip: {
    packageId: objectId(1),
    packageTitle: 'Package 1',
    departureId: objectId(201),
    departsOn: '2099-06-11',
    returnsOn: '2099-07-02',
    balanceDueOn: '2099-05-12',
  },
  travellers: [
    { fullName: `Amina Bello ${n}`, passportNumber: '•••••••67', dateOfBirth: '1985-03-02' },
    { fullName: `Musa Bello ${n}`, passportNumber: '•••••••89' },
  ],
  contact: { name: `Amina Bello ${n}`, phone: '0803 123 4567', email: `amina${n}@example.com` },
  amounts: amountsPaid(0),
  payments: [],
  proofs: [],
  holdExpiresAt: '2026-11-26T10:00:00.000Z',
  createdAt: at(n),
  ...overrides,
});

/** The same booking whole, as its details show it: passports whole, its history and consent. */
export const bookingDetails = (n: number, overrides: Partial<Booking> = {}): Booking => ({
  ...bookingSummary(n),
  travellers: [
    { fullName: `Amina Bello ${n}`, passportNumber: 'A01234567', dateOfBirth: '1985-03-02' },
    { fullName: `Musa Bello ${n}`, passportNumber: 'B98765489' },
  ],
  consentAt: at(n),
  history: [{ status: 'held', at: at(n) }],
  ...overrides,
});

/** A payment of ₦5,000,000 by bank transfer on 20 Nov 2026, with its receipt number. */
export const payment = (n: number, overrides: Partial<Payment> = {}): Payment => ({
  id: `payment-${n}`,
  kind: 'payment',
  amount: 5_000_000,
  method: 'transfer',
  paidOn: '2026-11-20',
  receiptNumber: `SAFA-2026-${String(n).padStart(6, '0')}`,
  recordedAt: at(n),
  ...overrides,
});

/** A picture of a transfer the customer uploaded, not yet checked. */
export const proof = (n: number, overrides: Partial<Proof> = {}): Proof => ({
  id: objectId(400 + n),
  fileName: `transfer-${n}.jpg`,
  contentType: 'image/jpeg',
  size: 120_000,
  uploadedAt: at(n, 9),
  ...overrides,
});

/** Answers the lists every bookings screen names departures with. */
export function serveTrips(departures: Departure[], packages: Package[] = [pkg(1)]) {
  server.use(
    http.get('*/api/departures', () => HttpResponse.json(departures)),
    http.get('*/api/packages', () => HttpResponse.json(packages)),
  );
}
