import { makeDeparture } from '../../test/msw-server';
import { availabilityOf, bookingPath, departureSummaryOf, lowestPrice, seatsLeftLabel } from './departures';

describe('what a package page says of its departures', () => {
  it('says how many seats are left only when few are, and when none are', () => {
    expect(seatsLeftLabel(40)).toBeUndefined();
    expect(seatsLeftLabel(6)).toBeUndefined();
    expect(seatsLeftLabel(5)).toBe('5 seats left');
    expect(seatsLeftLabel(3)).toBe('3 seats left');
    expect(seatsLeftLabel(1)).toBe('1 seat left');
    expect(seatsLeftLabel(0)).toBe('Sold out');
  });

  it('offers the package in stock while one departure has plenty of seats, limited when all have few, sold out when none has any', () => {
    expect(availabilityOf([{ seatsLeft: 0 }, { seatsLeft: 30 }])).toBe('https://schema.org/InStock');
    expect(availabilityOf([{ seatsLeft: 3 }, { seatsLeft: 0 }])).toBe(
      'https://schema.org/LimitedAvailability',
    );
    expect(availabilityOf([{ seatsLeft: 0 }])).toBe('https://schema.org/SoldOut');
  });

  it('finds the lowest room price of all departures', () => {
    const rooms = (...prices: number[]) => ({
      rooms: prices.map((price) => ({ type: 'double' as const, price })),
    });
    expect(lowestPrice([rooms(9_200_000, 8_500_000), rooms(8_700_000)])).toBe(8_500_000);
    expect(lowestPrice([])).toBeUndefined();
  });

  it('books a departure at its own address', () => {
    expect(bookingPath({ id: 'd1', packageId: 'p1' })).toBe('/book?package=p1&departure=d1');
    expect(bookingPath({ id: 'd1', packageId: 'p1' }, 2)).toBe('/book?package=p1&departure=d1&travellers=2');
  });

  it('sums a package’s departures up on its card from the ones with seats left, soonest first', () => {
    const soldOut = makeDeparture({ id: 'd0', packageId: 'h1', departsOn: '2026-08-01', seatsLeft: 0 });
    const next = makeDeparture({
      id: 'd1',
      packageId: 'h1',
      departsOn: '2026-09-12',
      rooms: [{ type: 'quad', price: 8_500_000 }],
    });
    const later = makeDeparture({
      id: 'd2',
      packageId: 'h1',
      departsOn: '2026-11-02',
      rooms: [{ type: 'quad', price: 7_900_000 }],
    });
    expect(departureSummaryOf([soldOut, next, later])).toBe(
      'from ₦7,900,000 · next departure 12\u00a0Sept\u00a02026',
    );
    expect(departureSummaryOf([soldOut])).toBe('All departures sold out');
    expect(departureSummaryOf([])).toBeUndefined();
  });
});
