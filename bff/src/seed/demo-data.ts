import type { ContactCategory, DepartureInput, FlierCategory, PackageValues, RoomType } from '@safa/contract';
import type { Scene } from './scene-image';

type Palette = Omit<Scene, 'width' | 'height' | 'seed'>;

const DESERT: Palette = {
  skyTop: [245, 170, 90],
  skyBottom: [255, 225, 170],
  sun: [255, 248, 220],
  ground: [196, 140, 80],
  buildings: [
    [0.42, 0.12, 0.2],
    [0.4, 0.02, 0.34],
    [0.56, 0.02, 0.34],
  ],
};
const NIGHT_CITY: Palette = {
  skyTop: [20, 30, 70],
  skyBottom: [90, 80, 140],
  sun: [240, 240, 210],
  ground: [40, 50, 70],
  buildings: [
    [0.1, 0.08, 0.25],
    [0.2, 0.05, 0.4],
    [0.3, 0.1, 0.18],
    [0.55, 0.04, 0.5],
    [0.7, 0.12, 0.22],
  ],
};
const BEACH: Palette = {
  skyTop: [60, 150, 220],
  skyBottom: [190, 230, 250],
  sun: [255, 250, 200],
  ground: [230, 205, 150],
};
const SAVANNA: Palette = {
  skyTop: [240, 120, 60],
  skyBottom: [250, 200, 120],
  sun: [255, 230, 150],
  ground: [120, 110, 50],
};

/** A departure of a demo package, its dates counted from the day the demo data is made. */
export type DemoDeparture = Omit<DepartureInput, 'packageId' | 'departsOn' | 'returnsOn' | 'rooms'> & {
  inDays: number;
  lengthDays: number;
  /** The price per person of each room type it offers, in the order it lists them (a type is priced once). */
  rooms: Partial<Record<RoomType, number>>;
};

/** A demo package as the contract takes it, its pictures drawn from palettes. */
export type DemoPackage = Omit<PackageValues, 'images'> & { palettes: Palette[] };

export const DEMO_PACKAGES: DemoPackage[] = [
  {
    title: 'Hajj 2026 Premium Package',
    category: 'hajj',
    description:
      'A guided Hajj with experienced scholars, hotels close to the Haram in Makkah and Madinah, and ground transport throughout.',
    inclusions: [
      'Return flights from Lagos',
      'Hajj visa processing',
      '5-star hotels near the Haram',
      'Guided rites with a scholar',
      'Air-conditioned tents in Mina',
    ],
    price: 8_500_000,
    numberOfPeople: 1,
    days: '21-28',
    palettes: [DESERT],
  },
  {
    title: 'Hajj 2026 Standard Package',
    category: 'hajj',
    description:
      'Everything a first-time pilgrim needs, with comfortable hotels and a dedicated group leader from Lagos.',
    inclusions: [
      'Return flights from Lagos',
      'Hajj visa processing',
      '3-star hotels',
      'Daily meals',
      'Orientation classes before departure',
    ],
    price: 6_200_000,
    numberOfPeople: 1,
    days: '30',
    palettes: [DESERT],
  },
  {
    title: 'Ramadan Umrah Package',
    category: 'umrah',
    description:
      'Spend the last ten nights of Ramadan in Makkah, with iftar arranged and a short visit to Madinah.',
    inclusions: [
      'Return flights',
      'Umrah visa',
      'Hotels in Makkah and Madinah',
      'Iftar and suhoor',
      'Ziyarah tours',
    ],
    price: 3_400_000,
    numberOfPeople: 1,
    days: '14',
    palettes: [DESERT, NIGHT_CITY],
  },
  {
    title: 'Family Umrah Package',
    category: 'umrah',
    description:
      'A relaxed Umrah for families, with connecting rooms and a guide who speaks English, Yoruba and Hausa.',
    inclusions: [
      'Return flights',
      'Umrah visas for the family',
      'Family rooms',
      'Airport transfers',
      'Guided Umrah rites',
    ],
    price: 9_800_000,
    numberOfPeople: 4,
    days: '10-14',
    palettes: [DESERT, BEACH],
  },
  {
    title: 'Dubai City Break',
    category: 'vacation',
    description: 'Five nights of skyline views, desert safari and shopping, with visa assistance included.',
    inclusions: [
      'Return flights',
      'UAE tourist visa',
      '4-star hotel with breakfast',
      'Desert safari',
      'City tour',
    ],
    price: 1_500_000,
    numberOfPeople: 1,
    days: '6',
    palettes: [NIGHT_CITY, DESERT],
  },
  {
    title: 'Zanzibar Beach Escape',
    category: 'vacation',
    description: 'White sand, spice farms and Stone Town for two, in a beachfront resort.',
    inclusions: [
      'Return flights',
      'Beachfront resort',
      'Spice farm tour',
      'Stone Town walk',
      'Airport transfers',
    ],
    price: 2_750_000,
    numberOfPeople: 2,
    days: '7',
    palettes: [BEACH],
  },
  {
    title: 'Kenya Safari Adventure',
    category: 'vacation',
    description: 'The Maasai Mara in the great migration season, with game drives at dawn and dusk.',
    inclusions: ['Return flights', 'Safari lodge', 'Game drives', 'Park fees', 'All meals'],
    price: 3_100_000,
    numberOfPeople: 2,
    days: '8',
    palettes: [SAVANNA],
  },
  {
    title: 'Istanbul Heritage Tour',
    category: 'vacation',
    description: 'Mosques, bazaars and a Bosphorus cruise, with a historian as your guide.',
    inclusions: [
      'Return flights',
      'Turkish e-visa',
      'Boutique hotel',
      'Bosphorus cruise',
      'Guided heritage tours',
    ],
    price: 2_100_000,
    numberOfPeople: 1,
    days: '7',
    palettes: [NIGHT_CITY],
  },
  {
    // As operators sometimes save one: a pasted link for a title (60 characters, no space to break at)
    // and no days (§6 does not require them). Every page must still fit a phone.
    title: 'safatravels.example/packages/zanzibar-pemba-mafia-island-hop',
    category: 'vacation',
    description:
      'Three islands of the Zanzibar archipelago by boat, with snorkelling and a spice farm visit.',
    inclusions: ['Return flights', 'Boat transfers', 'Beach hotels', 'Snorkelling trip'],
    price: 475_000,
    numberOfPeople: 2,
    days: '',
    palettes: [BEACH],
  },
];

export const DEMO_CONTACTS: Array<{ title: string; category: ContactCategory }> = [
  { title: '+234 803 000 1111', category: 'Phone' },
  { title: '+234 805 000 2222', category: 'Phone' },
  { title: '+234 809 000 3333', category: 'Phone' },
  { title: '+234 701 000 4444', category: 'Phone' },
  { title: 'info@safatravels.example', category: 'Email' },
];

export const DEMO_FLIERS: Array<{ category: FlierCategory; palette: Palette }> = [
  { category: 'Hajj', palette: DESERT },
  { category: 'Hajj', palette: NIGHT_CITY },
  { category: 'Umrah', palette: DESERT },
];

export const DEMO_GALLERY: Array<{ name: string; palette: Palette }> = [
  { name: 'Pilgrims at sunrise', palette: DESERT },
  { name: 'Evening in Madinah', palette: NIGHT_CITY },
  { name: 'Beach day in Zanzibar', palette: BEACH },
  { name: 'Safari at dusk', palette: SAVANNA },
  { name: 'Our 2023 Hajj delegation', palette: DESERT },
  { name: 'Dubai skyline', palette: NIGHT_CITY },
  { name: 'Group photo in Makkah', palette: DESERT },
  { name: 'Family holiday', palette: BEACH },
];

/** Hajj is on the same days for every package. */
const HAJJ_2026 = { inDays: 180, lengthDays: 21 };

/** The demo departures, by their package's title. */
export const DEMO_DEPARTURES: Record<string, DemoDeparture[]> = {
  'Hajj 2026 Premium Package': [
    {
      ...HAJJ_2026,
      seats: 40,
      depositPerPerson: 2_500_000,
      rooms: { quad: 8_500_000, triple: 9_200_000, double: 10_500_000 },
    },
  ],
  'Hajj 2026 Standard Package': [
    { ...HAJJ_2026, seats: 60, depositPerPerson: 2_000_000, rooms: { quad: 6_200_000, triple: 6_800_000 } },
  ],
  'Ramadan Umrah Package': [
    {
      inDays: 100,
      lengthDays: 14,
      seats: 30,
      depositPerPerson: 1_000_000,
      rooms: { quad: 2_800_000, double: 3_400_000 },
    },
  ],
  'Dubai City Break': [
    {
      inDays: 45,
      lengthDays: 5,
      seats: 16,
      depositPerPerson: 0,
      rooms: { double: 1_450_000, single: 1_900_000 },
    },
  ],
  // Nearly full: three seats left.
  'Zanzibar Beach Escape': [
    { inDays: 75, lengthDays: 7, seats: 3, depositPerPerson: 300_000, rooms: { double: 1_250_000 } },
  ],
};

/** A demo traveller's details as in the passport (numbers made up). */
export interface DemoTraveller {
  fullName: string;
  sex?: 'F' | 'M';
  dateOfBirth?: string;
  nationality?: string;
  passportNumber?: string;
  passportIssuedOn?: string;
  /** Months after the trip's return the passport expires. */
  passportValidMonths?: number;
}

/** A demo booking on the Umrah departure, its travellers as far along their file as its stage. */
export interface DemoPilgrimBooking {
  stage: string;
  room: RoomType;
  contact: { name: string; phone: string; email: string };
  travellers: DemoTraveller[];
  /** The deposit recorded, or the whole price. */
  paid: 'deposit' | 'all';
  /** The documents each traveller sent (a vaccination given 60 days before the demo was made). */
  documents: Array<'passport_scan' | 'photo' | 'vaccination'>;
  visa?: 'submitted' | 'issued';
  /** The room the operator put them in. */
  roomNumber?: string;
}

const complete = (
  fullName: string,
  sex: 'F' | 'M',
  dateOfBirth: string,
  passportNumber: string,
): DemoTraveller => ({
  fullName,
  sex,
  dateOfBirth,
  nationality: 'NGA',
  passportNumber,
  passportIssuedOn: '2022-03-14',
  passportValidMonths: 30,
});

/** The package whose departure the demo travellers booked. */
export const DEMO_PILGRIMS_TRIP = 'Ramadan Umrah Package';

/** The Umrah departure's travellers at every stage of their file, from just booked to ready to fly. */
export const DEMO_PILGRIMS: DemoPilgrimBooking[] = [
  {
    stage: 'booked: a name and a birthday, nothing sent',
    room: 'quad',
    contact: { name: 'Kemi Adeyemi', phone: '0803 555 0101', email: 'kemi.adeyemi@example.com' },
    travellers: [{ fullName: 'Kemi Adeyemi', dateOfBirth: '1979-06-21' }],
    paid: 'deposit',
    documents: [],
  },
  {
    stage: 'details complete, documents still to send',
    room: 'quad',
    contact: { name: 'Ibrahim Musa', phone: '0805 555 0202', email: 'ibrahim.musa@example.com' },
    travellers: [complete('Ibrahim Musa', 'M', '1968-11-02', 'A09912345')],
    paid: 'deposit',
    documents: [],
  },
  {
    stage: 'documents sent, a passport that expires too soon',
    room: 'quad',
    contact: { name: 'Fatima Sani', phone: '0807 555 0303', email: 'fatima.sani@example.com' },
    travellers: [{ ...complete('Fatima Sani', 'F', '1990-01-15', 'B04456781'), passportValidMonths: 2 }],
    paid: 'deposit',
    documents: ['passport_scan', 'photo', 'vaccination'],
  },
  {
    stage: 'everything sent, the visa submitted',
    room: 'double',
    contact: { name: 'Aisha Bello', phone: '0809 555 0404', email: 'aisha.bello@example.com' },
    travellers: [
      complete('Aisha Bello', 'F', '1985-03-02', 'A07781234'),
      complete('Musa Bello', 'M', '1982-07-19', 'A07781299'),
    ],
    paid: 'deposit',
    documents: ['passport_scan', 'photo', 'vaccination'],
    visa: 'submitted',
  },
  {
    stage: 'ready to fly: paid, visa issued, room allocated',
    room: 'double',
    contact: { name: 'Usman Yusuf', phone: '0802 555 0505', email: 'usman.yusuf@example.com' },
    travellers: [
      complete('Usman Yusuf', 'M', '1975-09-30', 'A03345561'),
      complete('Halima Yusuf', 'F', '1978-02-11', 'A03345578'),
    ],
    paid: 'all',
    documents: ['passport_scan', 'photo', 'vaccination'],
    visa: 'issued',
    roomNumber: '204',
  },
];
