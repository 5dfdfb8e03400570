import { bookingPrice, type Room, roomFitProblem, type TravellerType, travellerPrice } from '../src';

const double: Room = {
  type: 'double',
  price: 9_000_000,
  childBedPrice: 7_000_000,
  childNoBedPrice: 4_000_000,
  infantPrice: 1_000_000,
};
const quad: Room = { type: 'quad', price: 7_500_000 };
const departure = { rooms: [quad, double], depositPerPerson: 2_000_000 };

describe('what a traveller pays', () => {
  it('is the room’s price for their type', () => {
    expect(travellerPrice(double, 'adult')).toBe(9_000_000);
    expect(travellerPrice(double, 'child_bed')).toBe(7_000_000);
    expect(travellerPrice(double, 'child_no_bed')).toBe(4_000_000);
    expect(travellerPrice(double, 'infant')).toBe(1_000_000);
  });

  it('is an adult’s price where the room does not price their type apart', () => {
    for (const type of ['adult', 'child_bed', 'child_no_bed', 'infant'] as const) {
      expect(travellerPrice(quad, type)).toBe(7_500_000);
    }
  });

  it('is nothing for an infant the departure carries free', () => {
    expect(travellerPrice({ ...double, infantPrice: 0 }, 'infant')).toBe(0);
  });
});

describe('a booking’s price', () => {
  it('adds each traveller’s price, and a deposit per person never above what that person pays', () => {
    expect(bookingPrice(departure, 'double', ['adult', 'adult', 'child_no_bed', 'infant'])).toEqual({
      roomPrice: 9_000_000,
      prices: [9_000_000, 9_000_000, 4_000_000, 1_000_000],
      total: 23_000_000,
      depositDue: 2_000_000 * 3 + 1_000_000,
    });
  });

  it('is the whole price as the deposit when the departure asks none', () => {
    expect(bookingPrice({ ...departure, depositPerPerson: 0 }, 'quad', ['adult', 'child_bed'])).toMatchObject(
      {
        total: 15_000_000,
        depositDue: 15_000_000,
      },
    );
  });

  it('is not made for a room the departure does not offer', () => {
    expect(bookingPrice(departure, 'triple', ['adult'])).toBeUndefined();
  });
});

describe('a room type', () => {
  const fit = (room: Room['type'], types: TravellerType[], rooms = departure.rooms) =>
    roomFitProblem({ rooms }, room, types);
  const adults = (count: number): TravellerType[] => Array.from({ length: count }, () => 'adult');

  it('takes its travellers with a bed when they fit one room (others share the beds left) or fill whole rooms', () => {
    expect(fit('double', adults(1))).toBeUndefined();
    expect(fit('double', adults(2))).toBeUndefined();
    expect(fit('double', adults(4))).toBeUndefined();
    expect(fit('quad', adults(3))).toBeUndefined();
    expect(fit('quad', adults(8))).toBeUndefined();
    expect(fit('single', adults(5))).toBeUndefined();
  });

  it('counts only who takes a bed: a child without one and an infant sleep with their family', () => {
    expect(fit('double', ['adult', 'adult', 'child_no_bed', 'infant'])).toBeUndefined();
    expect(fit('double', ['adult', 'adult', 'child_bed'])).toBeDefined();
  });

  it('refuses three adults in doubles, naming the rooms of the departure that fit them', () => {
    expect(fit('double', adults(3))).toBe(
      '3 travellers with a bed do not fill double rooms (2 sharing): choose quad rooms (4 sharing), or make two bookings (a double and a single, say).',
    );
    const rooms: Room[] = [
      double,
      { type: 'triple', price: 8_000_000 },
      { type: 'single', price: 12_000_000 },
    ];
    expect(fit('double', adults(3), rooms)).toBe(
      '3 travellers with a bed do not fill double rooms (2 sharing): choose single rooms or triple rooms (3 sharing), or make two bookings (a double and a single, say).',
    );
    expect(fit('double', adults(3), [double])).toBe(
      '3 travellers with a bed do not fill double rooms (2 sharing): make two bookings (a double and a single, say).',
    );
  });

  it('refuses a booking where nobody takes a bed', () => {
    expect(fit('double', ['infant'])).toBe('A booking needs at least one adult or child with a bed.');
  });
});
