import {
  ROOM_CAPACITY,
  type Rooming,
  type RoomingInput,
  type RoomingTraveller,
  type RoomType,
  takesABed,
} from '@safa/contract';

/** A room as the operator arranges it: `key` names it while its number is being typed. */
export interface PlannedRoom {
  key: string;
  number: string;
  travellerIds: string[];
}

/** The most a room takes, beds or not (the contract's limit). */
const PEOPLE_PER_ROOM = 8;

/** A departure's rooms as stored, ready to arrange. */
export const planOf = (rooming: Pick<Rooming, 'rooms'>): PlannedRoom[] =>
  rooming.rooms.map((room, index) => ({ key: `saved-${index}`, ...room }));

/** The room type of a room: the one its travellers paid for (a room holds one type), none while empty. */
export function roomTypeOf(
  room: PlannedRoom,
  travellerOf: ReadonlyMap<string, RoomingTraveller>,
): RoomType | undefined {
  const [first] = room.travellerIds;
  return first === undefined ? undefined : travellerOf.get(first)?.roomType;
}

/** The beds of a room its travellers take (infants and children without a bed take none). */
export const bedsTaken = (room: PlannedRoom, travellerOf: ReadonlyMap<string, RoomingTraveller>): number =>
  room.travellerIds.filter((id) => {
    const traveller = travellerOf.get(id);
    return traveller !== undefined && takesABed(traveller.type);
  }).length;

/** Whether `traveller` may join `room`: an empty room, or one of their room type with a bed left if they take one. */
export function fits(
  traveller: RoomingTraveller,
  room: PlannedRoom,
  travellerOf: ReadonlyMap<string, RoomingTraveller>,
): boolean {
  if (room.travellerIds.length >= PEOPLE_PER_ROOM) return false;
  const type = roomTypeOf(room, travellerOf);
  if (type === undefined) return true;
  if (type !== traveller.roomType) return false;
  return !takesABed(traveller.type) || bedsTaken(room, travellerOf) < ROOM_CAPACITY[type];
}

/** The travellers in no room yet, in the departure's order. */
export function unplaced(rooms: readonly PlannedRoom[], travellers: readonly RoomingTraveller[]) {
  const placed = new Set(rooms.flatMap((room) => room.travellerIds));
  return travellers.filter((traveller) => !placed.has(traveller.id));
}

export type PlanChange =
  | { kind: 'add'; key: string; number: string }
  | { kind: 'renumber'; key: string; number: string }
  | { kind: 'remove'; key: string }
  | { kind: 'place'; key: string; travellerId: string }
  | { kind: 'takeOut'; travellerId: string }
  | { kind: 'saved'; rooming: Pick<Rooming, 'rooms'> };

const withoutTraveller = (rooms: PlannedRoom[], travellerId: string) =>
  rooms.map((room) => ({ ...room, travellerIds: room.travellerIds.filter((id) => id !== travellerId) }));

/** The rooms after one change the operator makes (a reducer). */
export function changePlan(rooms: PlannedRoom[], change: PlanChange): PlannedRoom[] {
  switch (change.kind) {
    case 'add':
      return [...rooms, { key: change.key, number: change.number, travellerIds: [] }];
    case 'renumber':
      return rooms.map((room) => (room.key === change.key ? { ...room, number: change.number } : room));
    case 'remove':
      return rooms.filter((room) => room.key !== change.key);
    case 'place':
      return withoutTraveller(rooms, change.travellerId).map((room) =>
        room.key === change.key
          ? { ...room, travellerIds: [...room.travellerIds, change.travellerId] }
          : room,
      );
    case 'takeOut':
      return withoutTraveller(rooms, change.travellerId);
    case 'saved':
      return planOf(change.rooming);
  }
}

/** The list as the BFF saves it, whole: rooms with travellers (an empty room is not kept). */
export const roomingInputOf = (rooms: readonly PlannedRoom[]): RoomingInput => ({
  rooms: rooms
    .filter((room) => room.travellerIds.length > 0)
    .map(({ number, travellerIds }) => ({ number, travellerIds })),
});
