/** What a visitor is told of a package's departures: seats left, room names, prices, availability. */
import type { Departure } from '@safa/contract';
import { formatDay, formatNaira } from '@safa/shared-ui';

/** From this many seats left down, the page says how many: enough to decide, before it is too late. */
export const FEW_SEATS = 5;

/** "Sold out", "1 seat left", "3 seats left", or nothing while there are plenty. */
export function seatsLeftLabel(seatsLeft: number): string | undefined {
  if (seatsLeft <= 0) return 'Sold out';
  if (seatsLeft > FEW_SEATS) return undefined;
  return `${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left`;
}

export const isSoldOut = (departure: Pick<Departure, 'seatsLeft'>) => departure.seatsLeft <= 0;

/** The rooms of a departure, cheapest first. */
export const roomsByPrice = (departure: Pick<Departure, 'rooms'>) =>
  [...departure.rooms].sort((a, b) => a.price - b.price);

/** The lowest price per person of any room on any of the departures, if there is one. */
export function lowestPrice(departures: readonly Pick<Departure, 'rooms'>[]): number | undefined {
  const prices = departures.flatMap((departure) => departure.rooms.map((room) => room.price));
  return prices.length > 0 ? Math.min(...prices) : undefined;
}

/**
 * A package's departures in a line of its card: the lowest price per person and the soonest departure
 * with seats left ('from ₦8,500,000 · next departure 12 Sept 2026'), that they are all sold out, or
 * nothing when it has none.
 */
export function departureSummaryOf(departures: readonly Departure[]): string | undefined {
  if (departures.length === 0) return undefined;
  const open = departures.filter((departure) => !isSoldOut(departure));
  const [next] = open;
  const from = lowestPrice(open);
  // The date on one line: '12 Sept 2026' never breaks.
  return next && from !== undefined
    ? `from ${formatNaira(from)} · next departure ${formatDay(next.departsOn).replace(/ /g, '\u00a0')}`
    : 'All departures sold out';
}

const SCHEMA = 'https://schema.org/';

/** schema.org availability of a package's departures: sold out, few seats left, or in stock. */
export function availabilityOf(departures: readonly Pick<Departure, 'seatsLeft'>[]): string {
  const open = departures.filter((departure) => !isSoldOut(departure));
  if (open.length === 0) return `${SCHEMA}SoldOut`;
  return open.some((departure) => departure.seatsLeft > FEW_SEATS)
    ? `${SCHEMA}InStock`
    : `${SCHEMA}LimitedAvailability`;
}

/** Where a departure is booked. */
export const bookingPath = (departure: Pick<Departure, 'id' | 'packageId'>, travellers?: number) => {
  const query = new URLSearchParams({ package: departure.packageId, departure: departure.id });
  if (travellers !== undefined) query.set('travellers', String(travellers));
  return `/book?${query}`;
};
