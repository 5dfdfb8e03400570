import {
  type BookedTraveller,
  type Booking,
  type BookingAmounts,
  type BookingMessageView,
  type BookingStatus,
  type BookingSummary,
  type Departure,
  type HistoryEvent,
  type LedgerEntry,
  type Package,
  type Proof,
  packageSchema,
  type Readiness,
  type Traveller,
  type TravellerDocument,
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

/** A departure of package 1 in June 2099, 40 seats, 3 booked (so never to be deleted). */
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
  documentsDueOn: `2099-05-${String(11 + n).padStart(2, '0')}`,
  extraVaccines: [],
  plans: [],
  status: 'open',
  seatsBooked: 3,
  seatsLeft: 37,
  everBooked: true,
  createdAt: at(n),
  ...overrides,
});

interface AmountsOptions {
  /** Given back already (`paid` is net of it). */
  refunded?: number;
  /** The price with its changes, ₦21,000,000 as booked. */
  total?: number;
  /** Cancelled or expired: nothing is due, everything paid is to refund. */
  ended?: boolean;
}

/**
 * The fixture booking's amounts (₦21,000,000, a deposit of ₦5,000,000) once `paid` naira are in, as
 * the BFF works them out: money beyond the price, or any on a booking that ended, is to refund.
 */
export function amountsPaid(
  paid: number,
  { refunded = 0, total = 21_000_000, ended = false }: AmountsOptions = {},
): BookingAmounts {
  const depositDue = 5_000_000;
  if (ended) return { total, depositDue, paid, refunded, balance: 0, dueNow: 0, toRefund: paid };
  const balance = Math.max(0, total - paid);
  const dueNow = Math.max(0, depositDue - paid) || balance;
  return { total, depositDue, paid, refunded, balance, dueNow, toRefund: Math.max(0, paid - total) };
}

/** A traveller of a booking, an adult at ₦10,500,000 with nothing but a name yet. */
export const traveller = (n: number, overrides: Partial<Traveller> = {}): Traveller => ({
  id: objectId(400 + n),
  type: 'adult',
  price: 10_500_000,
  fullName: `Traveller ${n}`,
  visa: { status: 'not_started' },
  documents: [],
  ...overrides,
});

/** A passport photo page the customer sent on day `n`, a JPEG not read yet. */
export const travellerDocument = (
  n: number,
  overrides: Partial<TravellerDocument> = {},
): TravellerDocument => ({
  id: objectId(500 + n),
  kind: 'passport_scan',
  fileName: `document-${n}.jpg`,
  contentType: 'image/jpeg',
  size: 240_000,
  uploadedAt: at(n, 9),
  ...overrides,
});

/** A traveller with their checklist, as a booking's details show them. */
export const booked = (who: Traveller, readiness: Partial<Readiness> = {}): BookedTraveller => ({
  ...who,
  readiness: {
    missingDetails: [],
    missingDocuments: [],
    problems: [],
    visa: who.visa.status,
    paid: false,
    ready: false,
    ...readiness,
  },
});

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
    documentsDueOn: '2099-05-12',
  },
  travellers: [
    traveller(1, { fullName: `Amina Bello ${n}`, passportNumber: '•••••••67', dateOfBirth: '1985-03-02' }),
    traveller(2, { fullName: `Musa Bello ${n}`, passportNumber: '•••••••89' }),
  ],
  contact: { name: `Amina Bello ${n}`, phone: '0803 123 4567', email: `amina${n}@example.com` },
  amounts: amountsPaid(0),
  ledger: [],
  proofs: [],
  schedule: {
    plan: 'deposit',
    instalments: [
      { dueOn: '2026-11-25', amount: 5_000_000, paid: 0, status: 'due' },
      { dueOn: '2099-05-12', amount: 16_000_000, paid: 0, status: 'upcoming' },
    ],
  },
  holdExpiresAt: '2026-11-26T10:00:00.000Z',
  createdAt: at(n),
  ...overrides,
});

/** The same booking whole, as its details show it: passports whole, its history and consent. */
export const bookingDetails = (n: number, overrides: Partial<Booking> = {}): Booking => ({
  ...bookingSummary(n),
  travellers: [
    booked(
      traveller(1, { fullName: `Amina Bello ${n}`, passportNumber: 'A01234567', dateOfBirth: '1985-03-02' }),
    ),
    booked(traveller(2, { fullName: `Musa Bello ${n}`, passportNumber: 'B98765489' })),
  ],
  consentAt: at(n),
  channels: { whatsapp: true, sms: true },
  messages: [],
  history: [happened('held', 'held', n, 'customer')],
  manageUrl: `https://safa.example/booking?token=privateLinkTokenOfBooking${n}`,
  ...overrides,
});

/** An entry of a booking's history: what happened on day `n`, the status it left, by whom. */
export const happened = (
  event: HistoryEvent,
  status: BookingStatus,
  n: number,
  by = 'admin',
  note?: string,
): Booking['history'][number] => ({ event, status, at: at(n), by, ...(note && { note }) });

type EntryOf<Kind extends LedgerEntry['kind']> = Extract<LedgerEntry, { kind: Kind }>;

const moneyFields = (n: number) => ({
  id: `entry-${n}`,
  amount: 5_000_000,
  method: 'transfer' as const,
  paidOn: '2026-11-20',
  receiptNumber: `SAFA-2026-${String(n).padStart(6, '0')}`,
  recordedAt: at(n),
});

/** A payment of ₦5,000,000 by bank transfer on 20 Nov 2026, with its receipt number. */
export const payment = (n: number, overrides: Partial<EntryOf<'payment'>> = {}): EntryOf<'payment'> => ({
  kind: 'payment',
  ...moneyFields(n),
  ...overrides,
});

/** A refund of ₦5,000,000 by bank transfer on 20 Nov 2026, an over-payment returned, with its receipt number. */
export const refund = (n: number, overrides: Partial<EntryOf<'refund'>> = {}): EntryOf<'refund'> => ({
  kind: 'refund',
  ...moneyFields(n),
  reason: 'overpayment',
  ...overrides,
});

/** A discount of ₦150,000 off the price, recorded on day `n`. */
export const adjustment = (
  n: number,
  overrides: Partial<EntryOf<'adjustment'>> = {},
): EntryOf<'adjustment'> => ({
  kind: 'adjustment',
  id: `entry-${n}`,
  amount: -150_000,
  reason: 'Early booking discount',
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

/** A booking's e-mail to the customer, queued on day `n` at 10:00, and sent then unless it is in another state. */
export function bookingMessage(n: number, overrides: Partial<BookingMessageView> = {}): BookingMessageView {
  const sent = (overrides.state ?? 'sent') === 'sent';
  return {
    id: `message-${n}`,
    kind: 'bookingReceived',
    channel: 'email',
    to: 'customer',
    state: 'sent',
    queuedAt: at(n),
    dueAt: at(n),
    ...(sent && { sentAt: at(n) }),
    attempts: 0,
    ...overrides,
  };
}

/** Answers the lists every bookings screen names departures with. */
export function serveTrips(departures: Departure[], packages: Package[] = [pkg(1)]) {
  server.use(
    http.get('*/api/departures', () => HttpResponse.json(departures)),
    http.get('*/api/admin/packages', () => HttpResponse.json(packages)),
  );
}
