import type { Departure, DepartureSituation } from '@safa/contract';
import { type DepartureFormValues, departureFormSchema, toFormValues, withStatus } from './departure-form';

const departure: Departure = {
  id: '65a1f0c2e4b0a1b2c3d4e5f6',
  packageId: '65a1f0c2e4b0a1b2c3d4e5f7',
  departsOn: '2027-06-12',
  returnsOn: '2027-07-03',
  seats: 40,
  rooms: [
    { type: 'quad', price: 8_500_000 },
    { type: 'double', price: 10_500_000 },
  ],
  depositPerPerson: 2_500_000,
  balanceDueOn: '2027-05-13',
  documentsDueOn: '2027-05-13',
  extraVaccines: [],
  plans: [],
  status: 'open',
  seatsBooked: 3,
  seatsLeft: 37,
  createdAt: '2026-11-20T10:00:00.000Z',
};

const noChildPrices = { childBedPrice: '', childNoBedPrice: '', infantPrice: '' };
const NO_CHILD_PRICES = {
  single: noChildPrices,
  double: noChildPrices,
  triple: noChildPrices,
  quad: noChildPrices,
};

const filled: DepartureFormValues = {
  departsOn: '2027-06-12',
  returnsOn: '',
  seats: '40',
  prices: { single: '', double: '10500000', triple: '', quad: '8500000' },
  childPrices: NO_CHILD_PRICES,
  depositPerPerson: '0',
  balanceDueOn: '',
  documentsDueOn: '',
  extraVaccines: '',
  plans: [],
};

/** Where a new departure stands: today is before any date the tests type. */
const NEW = { today: '2026-11-20', seatsBooked: 0 };

/** The problems the form shows, field by field, for a new departure or where `situation` says. */
function problems(values: DepartureFormValues, situation: DepartureSituation = NEW) {
  const checked = departureFormSchema('open', situation).safeParse(values);
  return checked.success
    ? {}
    : Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the departure form', () => {
  it('turns what is typed into the contract’s departure: rooms in the contract’s order, empty ones not offered', () => {
    expect(departureFormSchema('closed', NEW).parse(filled)).toEqual({
      departsOn: '2027-06-12',
      seats: 40,
      rooms: [
        { type: 'double', price: 10_500_000 },
        { type: 'quad', price: 8_500_000 },
      ],
      depositPerPerson: 0,
      extraVaccines: [],
      plans: [],
      status: 'closed',
    });
  });

  it('sends the plans offered in the contract’s order, whatever order they were ticked in', () => {
    expect(
      departureFormSchema('open', NEW).parse({ ...filled, plans: ['flexible', 'monthly'] }).plans,
    ).toEqual(['monthly', 'flexible']);
  });

  it('prices a child with or without a bed and an infant per room offered, those left empty at an adult’s', () => {
    expect(
      departureFormSchema('open', NEW).parse({
        ...filled,
        childPrices: {
          ...NO_CHILD_PRICES,
          double: { childBedPrice: '7000000', childNoBedPrice: '', infantPrice: '0' },
          single: { childBedPrice: '5000000', childNoBedPrice: '', infantPrice: '' },
        },
      }).rooms,
    ).toEqual([
      { type: 'double', price: 10_500_000, childBedPrice: 7_000_000, infantPrice: 0 },
      { type: 'quad', price: 8_500_000 },
    ]);
  });

  it('takes a documents day and the vaccinations this departure asks for besides the rules', () => {
    expect(
      departureFormSchema('open', NEW).parse({
        ...filled,
        documentsDueOn: '2027-05-01',
        extraVaccines: ' Yellow fever,Polio , ',
      }),
    ).toMatchObject({ documentsDueOn: '2027-05-01', extraVaccines: ['Yellow fever', 'Polio'] });
  });

  it('says what is missing in words, not as a zero', () => {
    expect(
      problems({
        ...filled,
        departsOn: '',
        seats: '',
        depositPerPerson: '',
        prices: { ...filled.prices, double: '', quad: '' },
      }),
    ).toEqual({
      departsOn: 'Departure date is required.',
      seats: 'Seats must be a whole number.',
      prices: 'A departure needs at least one room type with its price.',
      depositPerPerson: 'The deposit must be a whole number of naira.',
    });
  });

  it('shows a room price’s problem at its room', () => {
    expect(
      problems({
        ...filled,
        seats: '0',
        depositPerPerson: '100.5',
        prices: { ...filled.prices, quad: '0', double: '1.5' },
      }),
    ).toEqual({
      seats: 'A departure has at least 1 seat.',
      'prices.double': 'A room price must be a whole number of naira.',
      'prices.quad': 'A room price must be more than 0.',
      depositPerPerson: 'The deposit must be a whole number of naira.',
    });
  });

  it('shows dates out of order at the later date', () => {
    expect(
      problems({
        ...filled,
        returnsOn: '2027-06-01',
        balanceDueOn: '2027-06-20',
        documentsDueOn: '2027-06-13',
      }),
    ).toEqual({
      returnsOn: 'The return date cannot be before the departure date.',
      balanceDueOn: 'The balance is due by the departure date.',
      documentsDueOn: 'The documents are due by the departure date.',
    });
  });

  it('shows every problem at once: dates out of order beside an empty field, a past date, seats below those booked', () => {
    const stored = { today: '2027-06-20', seatsBooked: 3, storedDepartsOn: departure.departsOn };
    expect(
      problems(
        {
          ...filled,
          departsOn: '2027-06-19',
          returnsOn: '2027-06-01',
          seats: '2',
          depositPerPerson: '',
          documentsDueOn: '2027-06-30',
        },
        stored,
      ),
    ).toEqual({
      depositPerPerson: 'The deposit must be a whole number of naira.',
      returnsOn: 'The return date cannot be before the departure date.',
      documentsDueOn: 'The documents are due by the departure date.',
      departsOn: 'The departure date must be after today.',
      seats: '3 seats are booked on this departure: it needs at least 3.',
    });
    expect(problems({ ...filled, seats: '3' }, stored)).toEqual({});
  });

  it('shows a child’s price’s problem at its room’s field, and a vaccination’s at the list', () => {
    expect(
      problems({
        ...filled,
        childPrices: {
          ...NO_CHILD_PRICES,
          quad: { childBedPrice: '0', childNoBedPrice: '-1', infantPrice: '' },
        },
        extraVaccines: 'Polio, polio',
      }),
    ).toEqual({
      'childPrices.quad.childBedPrice': 'A child’s price with a bed must be more than 0.',
      'childPrices.quad.childNoBedPrice': 'A child’s price without a bed cannot be negative.',
      extraVaccines: 'Each vaccination may be listed once.',
    });
  });

  it('shows a stored departure as typed text, its balance and documents days empty when they are the default (30 days before)', () => {
    expect(toFormValues({ ...departure, balanceDueOn: '2027-05-13' })).toEqual({
      departsOn: '2027-06-12',
      returnsOn: '2027-07-03',
      seats: '40',
      prices: { single: '', double: '10500000', triple: '', quad: '8500000' },
      childPrices: NO_CHILD_PRICES,
      depositPerPerson: '2500000',
      balanceDueOn: '',
      documentsDueOn: '',
      extraVaccines: '',
      plans: [],
    });
    expect(
      toFormValues({
        ...departure,
        rooms: [{ type: 'quad', price: 8_500_000, childNoBedPrice: 4_000_000, infantPrice: 0 }],
        balanceDueOn: '2027-05-01',
        documentsDueOn: '2027-04-20',
        extraVaccines: ['Yellow fever', 'Polio'],
        plans: ['flexible'],
      }),
    ).toMatchObject({
      childPrices: {
        ...NO_CHILD_PRICES,
        quad: { childBedPrice: '', childNoBedPrice: '4000000', infantPrice: '0' },
      },
      balanceDueOn: '2027-05-01',
      documentsDueOn: '2027-04-20',
      extraVaccines: 'Yellow fever, Polio',
      plans: ['flexible'],
    });
  });

  it('starts a new departure empty, so every number is a choice', () => {
    expect(toFormValues()).toEqual({
      departsOn: '',
      returnsOn: '',
      seats: '',
      prices: { single: '', double: '', triple: '', quad: '' },
      childPrices: NO_CHILD_PRICES,
      depositPerPerson: '',
      balanceDueOn: '',
      documentsDueOn: '',
      extraVaccines: '',
      plans: [],
    });
  });

  it('closes a departure with everything else as it is (the plans it offers too), default balance and documents days left to follow the date', () => {
    expect(withStatus(departure, 'closed')).toEqual({
      departsOn: '2027-06-12',
      returnsOn: '2027-07-03',
      seats: 40,
      rooms: departure.rooms,
      depositPerPerson: 2_500_000,
      extraVaccines: [],
      plans: [],
      status: 'closed',
    });
    expect(
      withStatus(
        {
          ...departure,
          balanceDueOn: '2027-05-01',
          documentsDueOn: '2027-04-20',
          extraVaccines: ['Polio'],
          plans: ['monthly', 'flexible'],
        },
        'open',
      ),
    ).toMatchObject({
      balanceDueOn: '2027-05-01',
      documentsDueOn: '2027-04-20',
      extraVaccines: ['Polio'],
      plans: ['monthly', 'flexible'],
      status: 'open',
    });
  });
});
