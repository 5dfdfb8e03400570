import {
  ROOM_CAPACITY,
  ROOM_LABELS,
  ROOMING_COLUMNS,
  type RoomAllocation,
  type Rooming,
  type RoomingTraveller,
  type roomingInputSchema,
  SEX_LABELS,
  TRAVELLER_TYPE_LABELS,
  takesABed,
} from '@safa/contract';
import { model, Types, trusted } from 'mongoose';
import { z } from 'zod';
import { objectId, schemaFromZod } from '../../db/schema-from-zod';
import { Conflict } from '../../errors';
import { type CsvFile, csvFile } from './csv-file';
import { bookingsOn, departureOf, fileNameOf } from './departure-files';

/** A departure's rooming list as stored: its rooms, each with its number and the ids of who sleeps there. */
const storedRoomingSchema = z.object({
  departureId: objectId(),
  rooms: z.array(z.object({ number: z.string(), travellerIds: z.array(objectId()) })),
});
type StoredRooming = z.infer<typeof storedRoomingSchema>;

const roomingSchema = schemaFromZod<StoredRooming>(storedRoomingSchema, {
  timestamps: true,
  fields: { departureId: { unique: true } },
});
const RoomingModel = model<StoredRooming>('Rooming', roomingSchema, 'roomings');

/** The travellers of a departure's bookings that hold seats, as the rooming list shows them. */
async function travellersOn(departureId: Types.ObjectId): Promise<RoomingTraveller[]> {
  const bookings = await bookingsOn({ _id: departureId });
  return bookings.flatMap((booking) =>
    booking.travellers.map(({ id, fullName, type, sex }) => ({
      id: id.toHexString(),
      fullName,
      type,
      ...(sex && { sex }),
      bookingReference: booking.reference,
      roomType: booking.room,
    })),
  );
}

/** The stored rooms, keeping only travellers still on the departure (a booking cancelled since leaves its room). */
function roomsOf(stored: StoredRooming | null, onBoard: ReadonlySet<string>): RoomAllocation[] {
  return (stored?.rooms ?? [])
    .map(({ number, travellerIds }) => ({
      number,
      travellerIds: travellerIds.map((id) => id.toHexString()).filter((id) => onBoard.has(id)),
    }))
    .filter((room) => room.travellerIds.length > 0);
}

export async function roomingOf(id: string): Promise<Rooming> {
  const { _id: departureId } = await departureOf(id);
  const [travellers, stored] = await Promise.all([
    travellersOn(departureId),
    RoomingModel.findOne({ departureId }).lean<StoredRooming>(),
  ]);
  return {
    departureId: id,
    rooms: roomsOf(stored, new Set(travellers.map((traveller) => traveller.id))),
    travellers,
  };
}

/** Why a room cannot be as given, if it cannot: one room type per room, within its beds. */
function roomProblem(
  room: RoomAllocation,
  travellerOf: ReadonlyMap<string, RoomingTraveller>,
): string | undefined {
  const inRoom = room.travellerIds.map((id) => travellerOf.get(id));
  const unknown = inRoom.indexOf(undefined);
  if (unknown >= 0) return `Room ${room.number}: a traveller listed is not on this departure.`;
  const placed = inRoom.filter((traveller): traveller is RoomingTraveller => traveller !== undefined);
  const types = new Set(placed.map((traveller) => traveller.roomType));
  if (types.size > 1) {
    return `Room ${room.number} mixes travellers who paid for different rooms (${[...types].map((type) => ROOM_LABELS[type]).join(', ')}).`;
  }
  const [type] = [...types];
  const beds = placed.filter((traveller) => takesABed(traveller.type)).length;
  if (type && beds > ROOM_CAPACITY[type]) {
    return `Room ${room.number} is a ${ROOM_LABELS[type].toLowerCase()}: it has ${ROOM_CAPACITY[type]} ${ROOM_CAPACITY[type] === 1 ? 'bed' : 'beds'}, not ${beds}.`;
  }
  return undefined;
}

/** Saves a departure's rooming list whole, each room checked against who is on the departure (409 otherwise). */
export async function saveRooming(id: string, input: z.output<typeof roomingInputSchema>): Promise<Rooming> {
  const { _id: departureId } = await departureOf(id);
  const travellers = await travellersOn(departureId);
  const travellerOf = new Map(travellers.map((traveller) => [traveller.id, traveller]));
  const problem = input.rooms.map((room) => roomProblem(room, travellerOf)).find(Boolean);
  if (problem) throw new Conflict(problem);
  await RoomingModel.findOneAndUpdate(
    { departureId },
    {
      $set: {
        rooms: input.rooms.map(({ number, travellerIds }) => ({
          number,
          travellerIds: travellerIds.map((travellerId) => new Types.ObjectId(travellerId)),
        })),
      },
    },
    { upsert: true },
  );
  return roomingOf(id);
}

/** The room each traveller of these departures was put in. */
export async function roomNumbersOf(departureIds: readonly Types.ObjectId[]): Promise<Map<string, string>> {
  const roomings = await RoomingModel.find({ departureId: trusted({ $in: departureIds }) }).lean<
    StoredRooming[]
  >();
  return new Map(
    roomings.flatMap((rooming) =>
      rooming.rooms.flatMap((room) =>
        room.travellerIds.map((id) => [id.toHexString(), room.number] as const),
      ),
    ),
  );
}

/** The rooming list as CSV: room by room, then those not placed yet. */
export async function roomingExport(id: string): Promise<CsvFile> {
  const [{ rooms, travellers }, departure] = await Promise.all([roomingOf(id), departureOf(id)]);
  const travellerOf = new Map(travellers.map((traveller) => [traveller.id, traveller]));
  const row = (number: string, traveller: RoomingTraveller) => [
    number,
    traveller.fullName,
    traveller.sex ? SEX_LABELS[traveller.sex] : '',
    TRAVELLER_TYPE_LABELS[traveller.type],
    ROOM_LABELS[traveller.roomType],
    traveller.bookingReference,
  ];
  const placed = new Set(rooms.flatMap((room) => room.travellerIds));
  const rows = [
    ...rooms.flatMap((room) =>
      room.travellerIds.flatMap((travellerId) => {
        const traveller = travellerOf.get(travellerId);
        return traveller ? [row(room.number, traveller)] : [];
      }),
    ),
    ...travellers.filter((traveller) => !placed.has(traveller.id)).map((traveller) => row('', traveller)),
  ];
  return csvFile(await fileNameOf(departure, 'rooming'), ROOMING_COLUMNS, rows);
}
