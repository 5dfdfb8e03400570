import type { Room, RoomType } from './booking';
import { addDays } from './lagos-calendar';

/** The balance is due this many days before the departure unless the operator sets its day. */
export const BALANCE_DUE_DAYS_BEFORE = 30;

/** The day a departure's balance is due when the operator has not chosen one. */
export const defaultBalanceDueOn = (departsOn: string): string =>
  addDays(departsOn, -BALANCE_DUE_DAYS_BEFORE);

/** The day a departure's balance is due: the operator's, else the default. */
export const balanceDueOn = (departure: { departsOn: string; balanceDueOn?: string | undefined }): string =>
  departure.balanceDueOn ?? defaultBalanceDueOn(departure.departsOn);

/** What a booking costs as it is made, in whole naira. */
export interface BookingPrice {
  /** The room's price per person. */
  roomPrice: number;
  total: number;
  /** The deposit that keeps the seats: per person, never more than the total (the total when none is set). */
  depositDue: number;
}

/**
 * The price rule: the room's price per person times the travellers, and the deposit per person times
 * the travellers, never more than the total. Undefined when the departure has no such room.
 */
export function bookingPrice(
  departure: { rooms: readonly Room[]; depositPerPerson: number },
  room: RoomType | string,
  travellers: number,
): BookingPrice | undefined {
  const chosen = departure.rooms.find((offered) => offered.type === room);
  if (!chosen) return undefined;
  const total = chosen.price * travellers;
  const deposit = departure.depositPerPerson > 0 ? departure.depositPerPerson * travellers : total;
  return { roomPrice: chosen.price, total, depositDue: Math.min(deposit, total) };
}
