import {
  type BookedTraveller,
  type BookingView,
  type Contact,
  type Departure,
  type Flier,
  type GalleryItem,
  type Package,
  packageSchema,
} from '@safa/contract';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

const api = (path: string) => `${window.location.origin}/api${path}`;

const stamp = '2025-01-01T00:00:00.000Z';

/** A package as the API answers it; parsed, so a field the contract adds gets its default here too. */
export function makePackage(overrides: Partial<Package> & Pick<Package, 'id' | 'title'>): Package {
  return packageSchema.parse({
    name: overrides.title,
    description: `About ${overrides.title}`,
    category: 'vacation',
    images: [`/api/media/${overrides.id}`],
    inclusions: ['Flights', 'Hotel'],
    price: 1_500_000,
    numberOfPeople: 2,
    days: '7',
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  });
}

export const PACKAGES: Package[] = [
  makePackage({
    id: 'h1',
    title: 'Premium Hajj 2026',
    category: 'hajj',
    price: 9_500_000,
    numberOfPeople: 1,
  }),
  makePackage({ id: 'u1', title: 'Ramadan Umrah', category: 'umrah', price: 3_200_000 }),
  ...Array.from({ length: 8 }, (_, index) =>
    makePackage({ id: `v${index + 1}`, title: `Vacation ${index + 1}`, numberOfPeople: index === 0 ? 1 : 4 }),
  ),
];

export const galleryItems = (count: number, type: GalleryItem['type'] = 'image'): GalleryItem[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `${type}-${index + 1}`,
    name: `${type === 'image' ? 'Picture' : 'Clip'} ${index + 1}`,
    url: `/api/media/${type}-${index + 1}`,
    // Listed in reverse to prove the page sorts by order.
    order: count - index,
    type,
  }));

export const CONTACTS: Contact[] = [
  { id: 'c1', category: 'Phone', title: '08030000001', createdAt: stamp },
  { id: 'c2', category: 'Phone', title: '08030000002', createdAt: stamp },
  { id: 'c3', category: 'Phone', title: '08030000003', createdAt: stamp },
  { id: 'c4', category: 'Email', title: 'hello@safa.test', createdAt: stamp },
];

export const FLIERS: Flier[] = [
  { id: 'f1', url: '/api/media/f1', category: 'Hajj' },
  { id: 'f2', url: '/api/media/f2', category: 'Umrah' },
  { id: 'f3', url: '/api/media/f3', category: 'Umrah' },
];

export function makeDeparture(
  overrides: Partial<Departure> & Pick<Departure, 'id' | 'packageId'>,
): Departure {
  return {
    departsOn: '2026-09-12',
    returnsOn: '2026-10-03',
    seats: 40,
    rooms: [
      { type: 'quad', price: 8_500_000 },
      { type: 'double', price: 10_500_000 },
    ],
    depositPerPerson: 2_500_000,
    balanceDueOn: '2026-08-13',
    documentsDueOn: '2026-08-13',
    extraVaccines: [],
    plans: [],
    status: 'open',
    seatsBooked: 0,
    seatsLeft: 40,
    createdAt: stamp,
    ...overrides,
  };
}

/** A traveller as a booking's page shows them: an adult at the double's price, their checklist all to do. */
export function bookedTraveller(
  id: string,
  details: Partial<BookedTraveller> & Pick<BookedTraveller, 'fullName'>,
): BookedTraveller {
  return {
    id,
    type: 'adult',
    price: 10_500_000,
    visa: { status: 'not_started' },
    documents: [],
    readiness: {
      missingDetails: ['sex', 'nationality', 'passport issue date', 'passport expiry date'],
      missingDocuments: [
        'Passport photo page',
        'Passport photograph',
        'Meningococcal ACWY vaccination certificate',
      ],
      problems: [],
      visa: 'not_started',
      paid: false,
      ready: false,
    },
    ...details,
  };
}

export const BOOKING_VIEW: BookingView = {
  reference: 'SAFA-7K3Q9',
  status: 'held',
  room: 'double',
  trip: {
    packageId: 'h1',
    packageTitle: 'Premium Hajj 2026',
    departureId: 'd1',
    departsOn: '2026-09-12',
    returnsOn: '2026-10-03',
    balanceDueOn: '2026-08-13',
    documentsDueOn: '2026-08-13',
  },
  travellers: [
    bookedTraveller('65a1f0c2e4b0a1b2c3d4e501', {
      fullName: 'Aisha Bello',
      passportNumber: '•••••••67',
      dateOfBirth: '1985-03-02',
    }),
    bookedTraveller('65a1f0c2e4b0a1b2c3d4e502', { fullName: 'Musa Bello' }),
  ],
  travellersOpen: true,
  contact: { name: 'Aisha Bello', phone: '0803 123 4567', email: 'aisha@example.com' },
  amounts: {
    total: 21_000_000,
    depositDue: 5_000_000,
    paid: 0,
    refunded: 0,
    balance: 21_000_000,
    dueNow: 5_000_000,
    toRefund: 0,
  },
  ledger: [],
  proofs: [],
  payTo: {
    bankName: 'Zenith Bank',
    accountName: 'Safa Travels & Tours Ltd',
    accountNumber: '1012345678',
    narration: 'SAFA-7K3Q9',
    amount: 5_000_000,
    dedicated: false,
  },
  schedule: {
    plan: 'deposit',
    instalments: [
      { dueOn: '2026-06-12', amount: 5_000_000, paid: 0, status: 'due' },
      { dueOn: '2026-08-13', amount: 16_000_000, paid: 0, status: 'upcoming' },
    ],
  },
  cardPayment: false,
  holdExpiresAt: '2026-06-14T14:30:00.000Z',
  createdAt: stamp,
};

/** The happy path of every public call; tests override single calls with `server.use`. */
export const handlers = [
  http.get(api('/packages'), () => HttpResponse.json(PACKAGES)),
  http.get(api('/packages/:id'), ({ params }) => {
    const found = PACKAGES.find((item) => item.id === params.id);
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json({ message: 'Package not found.' }, { status: 404 });
  }),
  http.get(api('/packages/:id/departures'), () => HttpResponse.json([])),
  http.get(api('/messages/getallcontacts'), () => HttpResponse.json(CONTACTS)),
  http.get(api('/gallery/images'), () => HttpResponse.json(galleryItems(8))),
  http.get(api('/gallery/videos'), () => HttpResponse.json([])),
  http.get(api('/hajj/getallimages'), () => HttpResponse.json(FLIERS)),
  http.get(api('/hajj/getcurrent'), () => HttpResponse.json({ price: 0, numberOfPeople: 0 })),
];

export const server = setupServer(...handlers);

export { api as apiPath };
