import {
  BOOKING_MESSAGES,
  bookingByLinkQuerySchema,
  bookingInputSchema,
  bookingListQuerySchema,
  bookingSchema,
  bookingViewSchema,
  departureInputSchema,
  departureInputSchemaIn,
  departureSchema,
  departureUpdateSchema,
  departureUpdateSchemaIn,
  maskedPassport,
  travellerInputSchema,
} from '../src';
import { problemsByPath, problemsOf } from './issues';

const PACKAGE = '65a1f0c2e4b0a1b2c3d4e5f6';
const DEPARTURE = '65a1f0c2e4b0a1b2c3d4e5f7';

const departure = () => ({
  packageId: PACKAGE,
  departsOn: '2027-03-01',
  returnsOn: '2027-03-15',
  seats: 40,
  rooms: [
    { type: 'quad', price: 4_000_000 },
    { type: 'double', price: 4_800_000 },
  ],
  depositPerPerson: 1_000_000,
  balanceDueOn: '2027-02-01',
});

describe('a departure the operator sets', () => {
  it('is taken as it is', () => {
    expect(departureInputSchema.parse(departure())).toEqual(departure());
    const { packageId: _packageId, ...update } = departure();
    expect(departureUpdateSchema.parse({ ...update, status: 'closed' })).toEqual({
      ...update,
      status: 'closed',
    });
  });

  it('has from 1 to 1000 seats, in whole numbers', () => {
    const seats = (count: number) => problemsOf(departureInputSchema, { ...departure(), seats: count });
    expect([1, 1000].map(seats)).toEqual([[], []]);
    expect(seats(0)).toEqual(['A departure has at least 1 seat.']);
    expect(seats(1001)).toEqual(['A departure has at most 1000 seats.']);
    expect(seats(10.5)).toEqual(['Seats must be a whole number.']);
  });

  it('prices each room type it offers once, at least one, above 0', () => {
    const rooms = (list: unknown[]) => problemsByPath(departureInputSchema, { ...departure(), rooms: list });
    expect(rooms([])).toEqual(['rooms: A departure needs at least one room type with its price.']);
    expect(
      rooms([
        { type: 'quad', price: 4_000_000 },
        { type: 'quad', price: 3_900_000 },
      ]),
    ).toEqual(['rooms: Each room type may be priced once.']);
    expect(rooms([{ type: 'suite', price: 4_000_000 }])).toEqual(['rooms.0.type: Choose a room type.']);
    expect(rooms([{ type: 'single', price: 0 }])).toEqual([
      'rooms.0.price: A room price must be more than 0.',
    ]);
    const everyType = ['single', 'double', 'triple', 'quad'].map((type) => ({ type, price: 1_000_000 }));
    expect(rooms(everyType)).toEqual([]);
    expect(rooms([...everyType, { type: 'quad', price: 1_000_001 }])).toContain(
      'rooms: Too big: expected array to have <=4 items',
    );
  });

  it('asks a deposit of 0 or more, in whole naira', () => {
    const deposit = (amount: number) =>
      problemsOf(departureInputSchema, { ...departure(), depositPerPerson: amount });
    expect(deposit(0)).toEqual([]);
    expect(deposit(-1)).toEqual(['The deposit cannot be negative.']);
    expect(deposit(1_000_000_001)).toEqual(['The deposit is too large.']);
  });

  it('returns and is paid for no earlier than it leaves, saying so at the date', () => {
    const dated = (dates: object) => problemsByPath(departureInputSchema, { ...departure(), ...dates });
    expect(dated({ returnsOn: '2027-03-01', balanceDueOn: '2027-03-01' })).toEqual([]);
    expect(dated({ returnsOn: '2027-02-28' })).toEqual([
      'returnsOn: The return date cannot be before the departure date.',
    ]);
    expect(dated({ balanceDueOn: '2027-03-02' })).toEqual([
      'balanceDueOn: The balance is due by the departure date.',
    ]);
    expect(dated({ returnsOn: undefined, balanceDueOn: undefined })).toEqual([]);
    const { packageId: _packageId, ...update } = departure();
    expect(
      problemsByPath(departureUpdateSchema, { ...update, status: 'open', returnsOn: '2027-02-01' }),
    ).toEqual(['returnsOn: The return date cannot be before the departure date.']);
  });

  it('tells every problem at once: each field’s, the dates against each other, today and the seats booked', () => {
    const { packageId: _packageId, ...update } = departure();
    const situation = { today: '2027-03-05', seatsBooked: 12, storedDepartsOn: '2027-03-01' };
    expect(
      problemsByPath(departureUpdateSchemaIn(situation), {
        ...update,
        status: 'open',
        departsOn: '2027-03-04',
        returnsOn: '2027-03-02',
        documentsDueOn: '2027-03-10',
        seats: 10,
        depositPerPerson: 9_000_000,
        extraVaccines: [''],
      }),
    ).toEqual([
      'extraVaccines.0: A vaccination needs its name.',
      'returnsOn: The return date cannot be before the departure date.',
      'documentsDueOn: The documents are due by the departure date.',
      'depositPerPerson: The deposit per person cannot be more than the lowest room price.',
      'departsOn: The departure date must be after today.',
      'seats: 12 seats are booked on this departure: it needs at least 12.',
    ]);
    expect(
      problemsByPath(departureUpdateSchemaIn(situation), { ...update, status: 'closed', seats: 12 }),
    ).toEqual([]);
    expect(
      problemsByPath(departureInputSchemaIn({ today: '2027-03-01', seatsBooked: 0 }), {
        ...departure(),
        seats: 0,
        returnsOn: '2027-02-01',
      }),
    ).toEqual([
      'seats: A departure has at least 1 seat.',
      'returnsOn: The return date cannot be before the departure date.',
      'departsOn: The departure date must be after today.',
    ]);
  });

  it('names its dates in their messages', () => {
    expect(problemsOf(departureInputSchema, { ...departure(), departsOn: '2027-02-30' })).toEqual([
      'Departure date must be a date (YYYY-MM-DD).',
    ]);
    expect(problemsOf(departureInputSchema, { ...departure(), returnsOn: '15/03/2027' })).toEqual([
      'Return date must be a date (YYYY-MM-DD).',
    ]);
    expect(problemsOf(departureInputSchema, { ...departure(), balanceDueOn: 'soon' })).toEqual([
      'Balance due date must be a date (YYYY-MM-DD).',
    ]);
  });

  it('belongs to a package, and takes no field it does not know', () => {
    expect(problemsOf(departureInputSchema, { ...departure(), packageId: 'p1' })).toEqual(['Invalid id.']);
    expect(problemsOf(departureInputSchema, { ...departure(), status: 'open' })).toHaveLength(1);
  });
});

describe('a departure as answered', () => {
  it('is taken whole, its seats booked and left counted from 0', () => {
    const answered = {
      ...departure(),
      id: DEPARTURE,
      status: 'open',
      documentsDueOn: '2027-01-30',
      extraVaccines: ['Yellow fever'],
      plans: ['monthly'],
      seatsBooked: 3,
      seatsLeft: 37,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    expect(departureSchema.parse(answered)).toEqual(answered);
    expect(departureSchema.safeParse({ ...answered, seatsLeft: -1 }).success).toBe(false);
    expect(departureSchema.safeParse({ ...answered, seatsBooked: -1 }).success).toBe(false);
  });
});

const traveller = (fields: object = {}) =>
  travellerInputSchema.safeParse({ fullName: 'Amina Bello', ...fields });

describe('a traveller', () => {
  afterEach(() => jest.useRealTimers());

  it('is named as in the passport', () => {
    expect(problemsOf(travellerInputSchema, { fullName: ' ' })).toEqual([
      'Each traveller’s full name, as in the passport, is required.',
    ]);
  });

  it('may give a passport number, kept in capitals without the spaces and dashes it was typed with, or none', () => {
    expect(traveller({ passportNumber: ' a1234567 ' }).data).toEqual({
      fullName: 'Amina Bello',
      type: 'adult',
      passportNumber: 'A1234567',
    });
    expect(traveller({ passportNumber: '' }).data).toEqual({ fullName: 'Amina Bello', type: 'adult' });
    expect(traveller({ passportNumber: 'A'.repeat(20) }).success).toBe(true);
    expect(traveller({ passportNumber: 'A'.repeat(21) }).error?.issues[0]?.message).toBe(
      'A passport number is at most 20 letters and digits.',
    );
    for (const typed of ['a1234 5678', 'A-1234-5678', ' A 12 34 56 78 ']) {
      expect(traveller({ passportNumber: typed }).data?.passportNumber).toBe('A12345678');
    }
    expect(traveller({ passportNumber: 'A/123.45' }).error?.issues[0]?.message).toBe(
      'A passport number has letters and digits only.',
    );
  });

  it('may give a date of birth, today at the latest, or leave it empty', () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    expect(traveller({ dateOfBirth: '2026-11-24' }).data).toEqual({
      fullName: 'Amina Bello',
      type: 'adult',
      dateOfBirth: '2026-11-24',
    });
    expect(traveller({ dateOfBirth: '' }).data).toEqual({ fullName: 'Amina Bello', type: 'adult' });
    expect(
      problemsOf(travellerInputSchema, { fullName: 'Amina Bello', dateOfBirth: '2026-11-25' }),
    ).toContain('A date of birth cannot be in the future.');
    expect(
      problemsOf(travellerInputSchema, { fullName: 'Amina Bello', dateOfBirth: '1990-13-01' }),
    ).toContain('Date of birth must be a date (YYYY-MM-DD).');
  });

  it('shows the last two characters of a passport number in lists', () => {
    expect(maskedPassport('A12345678')).toBe('•••••••78');
    expect(maskedPassport('78')).toBe('78');
    expect(maskedPassport('8')).toBe('8');
    expect(maskedPassport(undefined)).toBeUndefined();
  });
});

const booking = () => ({
  departureId: DEPARTURE,
  room: 'quad',
  travellers: [{ fullName: 'Amina Bello' }],
  contact: { name: 'Amina Bello', phone: '0803 123 4567', email: 'amina@example.com' },
  consent: true,
});

describe('a booking a visitor makes', () => {
  it('is taken with its travellers, contact and consent', () => {
    expect(bookingInputSchema.parse({ ...booking(), website: '' })).toEqual({
      ...booking(),
      travellers: [{ fullName: 'Amina Bello', type: 'adult' }],
      website: '',
    });
  });

  it('books from 1 to 10 travellers, a larger group calling the agency', () => {
    const travellers = (count: number) =>
      problemsOf(bookingInputSchema, {
        ...booking(),
        travellers: Array.from({ length: count }, () => ({ fullName: 'Amina Bello' })),
      });
    expect(travellers(10)).toEqual([]);
    expect(travellers(0)).toEqual(['Add at least one traveller.']);
    expect(travellers(11)).toEqual(['At most 10 travellers per booking: call us for a larger group.']);
  });

  it('needs a room type, the privacy consent and a contact to call back, at their fields', () => {
    expect(problemsByPath(bookingInputSchema, { ...booking(), room: 'suite', consent: false })).toEqual([
      'room: Choose a room type.',
      `consent: ${BOOKING_MESSAGES.consent}`,
    ]);
    expect(
      problemsByPath(bookingInputSchema, {
        ...booking(),
        contact: { name: '', phone: '12', email: 'amina' },
      }),
    ).toEqual([
      'contact.name: Your name is required.',
      `contact.phone: ${BOOKING_MESSAGES.phone}`,
      'contact.email: Enter a valid email address.',
    ]);
    expect(
      problemsOf(bookingInputSchema, { ...booking(), contact: { ...booking().contact, phone: ' ' } })[0],
    ).toBe('Your phone number is required.');
  });

  it('takes no field it does not know', () => {
    expect(problemsOf(bookingInputSchema, { ...booking(), total: 1 })).toHaveLength(1);
    expect(
      problemsOf(bookingInputSchema, { ...booking(), contact: { ...booking().contact, x: 1 } }),
    ).toHaveLength(1);
  });

  it('tells how many seats are left when it asks for more', () => {
    expect(BOOKING_MESSAGES.seatsLeft(1)).toBe('Only 1 seat left on this departure.');
    expect(BOOKING_MESSAGES.seatsLeft(3)).toBe('Only 3 seats left on this departure.');
  });
});

describe('a booking as answered', () => {
  const view = {
    reference: 'SAFA-7K3Q9',
    status: 'deposit_paid',
    room: 'quad',
    trip: {
      packageId: PACKAGE,
      packageTitle: 'Ramadan Umrah',
      departureId: DEPARTURE,
      departsOn: '2027-03-01',
      balanceDueOn: '2027-02-01',
      documentsDueOn: '2027-01-30',
    },
    travellers: [
      {
        id: '65a1f0c2e4b0a1b2c3d4e5a1',
        type: 'adult',
        price: 3_900_000,
        fullName: 'Amina Bello',
        passportNumber: '•••••••78',
        visa: { status: 'submitted' },
        documents: [],
        readiness: {
          missingDetails: ['sex'],
          missingDocuments: ['Passport photograph'],
          problems: [],
          visa: 'submitted',
          paid: false,
          ready: false,
        },
      },
    ],
    contact: { name: 'Amina Bello', phone: '0803 123 4567', email: 'amina@example.com' },
    amounts: {
      total: 3_900_000,
      depositDue: 1_000_000,
      paid: 1_000_000,
      refunded: 100_000,
      balance: 2_900_000,
      dueNow: 2_900_000,
      toRefund: 0,
    },
    ledger: [
      {
        id: 'p1',
        kind: 'payment',
        amount: 1_100_000,
        method: 'transfer',
        paidOn: '2026-11-21',
        receiptNumber: 'SAFA-2026-000123',
        recordedAt: '2026-11-21T09:00:00.000Z',
      },
      {
        id: 'a1',
        kind: 'adjustment',
        amount: -100_000,
        reason: 'Group discount',
        recordedAt: '2026-11-22T09:00:00.000Z',
      },
      {
        id: 'r1',
        kind: 'refund',
        amount: 100_000,
        method: 'transfer',
        paidOn: '2026-11-22',
        reason: 'price_reduction',
        receiptNumber: 'SAFA-2026-000124',
        recordedAt: '2026-11-22T09:00:00.000Z',
      },
    ],
    proofs: [
      {
        id: 'f1',
        fileName: 'transfer.pdf',
        contentType: 'application/pdf',
        size: 120_000,
        uploadedAt: '2026-11-21T08:00:00.000Z',
        checkedAt: '2026-11-21T09:00:00.000Z',
      },
    ],
    schedule: {
      plan: 'monthly',
      instalments: [
        { dueOn: '2026-11-20', amount: 4_000_000, paid: 4_000_000, status: 'paid' },
        { dueOn: '2026-12-20', amount: 1_450_000, paid: 100_000, status: 'due' },
        { dueOn: '2027-01-15', amount: 1_450_000, paid: 0, status: 'upcoming' },
      ],
    },
    holdExpiresAt: '2026-11-22T08:00:00.000Z',
    createdAt: '2026-11-20T08:00:00.000Z',
  };

  it('shows the customer their booking and how to pay what is due', () => {
    const forCustomer = {
      ...view,
      payTo: {
        bankName: 'Zenith Bank',
        accountName: 'Safa Travels and Tours Ltd',
        accountNumber: '1012345678',
        narration: 'SAFA-7K3Q9',
        amount: 2_900_000,
        dedicated: false,
      },
      cardPayment: true,
      travellersOpen: true,
    };
    expect(bookingViewSchema.parse(forCustomer)).toEqual(forCustomer);
  });

  it('shows the operator its history and consent', () => {
    const forOperator = {
      ...view,
      id: 'b1',
      consentAt: '2026-11-20T08:00:00.000Z',
      manageUrl: 'https://safa.example/booking?token=abcdefghijklmnopqrstuvwxyz012345',
      channels: { whatsapp: true, sms: false },
      messages: [
        {
          id: 'm1',
          kind: 'receipt',
          channel: 'whatsapp',
          to: 'customer',
          state: 'sent',
          delivery: 'read',
          queuedAt: '2026-11-21T09:00:00.000Z',
          dueAt: '2026-11-21T09:00:00.000Z',
          sentAt: '2026-11-21T09:00:01.000Z',
          deliveredAt: '2026-11-21T09:00:03.000Z',
          attempts: 0,
        },
      ],
      history: [
        { event: 'held', status: 'held', at: '2026-11-20T08:00:00.000Z', by: 'customer' },
        {
          event: 'payment',
          status: 'deposit_paid',
          at: '2026-11-21T09:00:00.000Z',
          by: 'operator',
          note: 'Transfer checked',
        },
      ],
    };
    expect(bookingSchema.parse(forOperator)).toEqual(forOperator);
    expect(
      bookingSchema.safeParse({
        ...forOperator,
        history: [{ status: 'held', at: '2026-11-20T08:00:00.000Z' }],
      }).success,
    ).toBe(false);
  });
});

describe('looking bookings up', () => {
  it('takes a private link’s token of 20 to 100 letters, digits, - and _', () => {
    const token = (value: string) => problemsOf(bookingByLinkQuerySchema, { token: value });
    expect(['a'.repeat(20), `${'A1_-'.repeat(25)}`].map(token)).toEqual([[], []]);
    expect(['a'.repeat(19), 'a'.repeat(101), `${'a'.repeat(20)}!`, `!${'a'.repeat(20)}`].map(token)).toEqual(
      Array(4).fill(['This booking link is not valid.']),
    );
  });

  it('lists them by departure, status, or the transfer proofs still to check', () => {
    const query = { departureId: DEPARTURE, status: 'held', proofs: 'unchecked' };
    expect(bookingListQuerySchema.parse(query)).toEqual(query);
    expect(bookingListQuerySchema.parse({})).toEqual({});
    expect(bookingListQuerySchema.safeParse({ proofs: 'all' }).success).toBe(false);
    expect(bookingListQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
    expect(bookingListQuerySchema.safeParse({ departureId: 'd1' }).success).toBe(false);
  });
});
