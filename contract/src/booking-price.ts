import {
  BOOKING_MESSAGES,
  ROOM_CAPACITY,
  ROOM_LABELS,
  ROOM_TYPES,
  type Room,
  type RoomType,
} from './booking';
import { addDays } from './lagos-calendar';
import { type TravellerType, takesABed } from './traveller';

/** The balance is due this many days before the departure unless the operator sets its day. */
export const BALANCE_DUE_DAYS_BEFORE = 30;

/** The day a departure's balance is due when the operator has not chosen one. */
export const defaultBalanceDueOn = (departsOn: string): string =>
  addDays(departsOn, -BALANCE_DUE_DAYS_BEFORE);

/** The day a departure's balance is due: the operator's, else the default. */
export const balanceDueOn = (departure: { departsOn: string; balanceDueOn?: string | undefined }): string =>
  departure.balanceDueOn ?? defaultBalanceDueOn(departure.departsOn);

/** Travellers and documents are complete this many days before the departure unless the operator sets the day. */
export const DOCUMENTS_DUE_DAYS_BEFORE = 30;

/** The last day customers complete their travellers and documents: the operator's, else the default. */
export const documentsDueOn = (departure: {
  departsOn: string;
  documentsDueOn?: string | undefined;
}): string => departure.documentsDueOn ?? addDays(departure.departsOn, -DOCUMENTS_DUE_DAYS_BEFORE);

/** What one traveller of `type` pays in a room: the room's price for that type, else an adult's. */
export function travellerPrice(room: Room, type: TravellerType): number {
  const prices: Record<TravellerType, number | undefined> = {
    adult: room.price,
    child_bed: room.childBedPrice,
    child_no_bed: room.childNoBedPrice,
    infant: room.infantPrice,
  };
  return prices[type] ?? room.price;
}

/** What a booking costs as it is made, in whole naira. */
export interface BookingPrice {
  /** The room's adult price per person. */
  roomPrice: number;
  /** Each traveller's price, in the booking's order. */
  prices: number[];
  total: number;
  /** The deposit that keeps the seats: per person, never more than a traveller's price (the total when none is set). */
  depositDue: number;
}

/**
 * The price rule: each traveller pays the room's price for their type; the deposit is the
 * departure's per person, never more than what that person pays. Undefined when the departure has
 * no such room.
 */
export function bookingPrice(
  departure: { rooms: readonly Room[]; depositPerPerson: number },
  room: RoomType | string,
  types: readonly TravellerType[],
): BookingPrice | undefined {
  const chosen = departure.rooms.find((offered) => offered.type === room);
  if (!chosen) return undefined;
  const prices = types.map((type) => travellerPrice(chosen, type));
  const total = prices.reduce((sum, price) => sum + price, 0);
  const depositDue =
    departure.depositPerPerson > 0
      ? prices.reduce((sum, price) => sum + Math.min(departure.depositPerPerson, price), 0)
      : total;
  return { roomPrice: chosen.price, prices, total, depositDue };
}

/** `Double room (2 sharing)` → `double rooms (2 sharing)`. */
const roomsOf = (type: RoomType) => ROOM_LABELS[type].toLowerCase().replace(' room', ' rooms');

/**
 * Travellers with a bed fit rooms of `capacity` beds when they fit in one (the agency puts others of
 * the same sex in the beds left, as pilgrims share) or fill whole rooms (two doubles for four adults):
 * three adults in doubles would put one of them with strangers.
 */
const fits = (beds: number, capacity: number) => beds <= capacity || beds % capacity === 0;

/** Why travellers of these types do not fit rooms of this type, if they do not, naming the departure's rooms that fit. */
export function roomFitProblem(
  departure: { rooms: readonly Room[] },
  room: RoomType,
  types: readonly TravellerType[],
): string | undefined {
  const beds = types.filter(takesABed).length;
  if (beds === 0) return BOOKING_MESSAGES.nobodyInABed;
  if (fits(beds, ROOM_CAPACITY[room])) return undefined;
  const offered = new Set(departure.rooms.map((each) => each.type));
  const fitting = ROOM_TYPES.filter((type) => offered.has(type) && fits(beds, ROOM_CAPACITY[type]));
  return BOOKING_MESSAGES.roomDoesNotFit(beds, roomsOf(room), fitting.map(roomsOf));
}
