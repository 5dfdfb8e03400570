import type { Departure } from '@safa/contract';
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

const filled: DepartureFormValues = {
  departsOn: '2027-06-12',
  returnsOn: '',
  seats: '40',
  prices: { single: '', double: '10500000', triple: '', quad: '8500000' },
  depositPerPerson: '0',
  balanceDueOn: '',
};

/** The problems the form shows, field by field. */
function problems(values: DepartureFormValues) {
  const checked = departureFormSchema('open').safeParse(values);
  return checked.success
    ? {}
    : Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the departure form', () => {
  it('turns what is typed into the contract’s departure: rooms in the contract’s order, empty ones not offered', () => {
    expect(departureFormSchema('closed').parse(filled)).toEqual({
      departsOn: '2027-06-12',
      seats: 40,
      rooms: [
        { type: 'double', price: 10_500_000 },
        { type: 'quad', price: 8_500_000 },
      ],
      depositPerPerson: 0,
      status: 'closed',
    });
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
    expect(problems({ ...filled, returnsOn: '2027-06-01', balanceDueOn: '2027-06-20' })).toEqual({
      returnsOn: 'The return date cannot be before the departure date.',
      balanceDueOn: 'The balance is due by the departure date.',
    });
  });

  it('shows a stored departure as typed text, its balance day empty when it is the default (30 days before)', () => {
    expect(toFormValues({ ...departure, balanceDueOn: '2027-05-13' })).toEqual({
      departsOn: '2027-06-12',
      returnsOn: '2027-07-03',
      seats: '40',
      prices: { single: '', double: '10500000', triple: '', quad: '8500000' },
      depositPerPerson: '2500000',
      balanceDueOn: '',
    });
    expect(toFormValues({ ...departure, balanceDueOn: '2027-05-01' }).balanceDueOn).toBe('2027-05-01');
  });

  it('starts a new departure empty, so every number is a choice', () => {
    expect(toFormValues()).toEqual({
      departsOn: '',
      returnsOn: '',
      seats: '',
      prices: { single: '', double: '', triple: '', quad: '' },
      depositPerPerson: '',
      balanceDueOn: '',
    });
  });

  it('closes a departure with everything else as it is, a default balance day left to follow the date', () => {
    expect(withStatus(departure, 'closed')).toEqual({
      departsOn: '2027-06-12',
      returnsOn: '2027-07-03',
      seats: 40,
      rooms: departure.rooms,
      depositPerPerson: 2_500_000,
      status: 'closed',
    });
    expect(withStatus({ ...departure, balanceDueOn: '2027-05-01' }, 'open')).toMatchObject({
      balanceDueOn: '2027-05-01',
      status: 'open',
    });
  });
});
