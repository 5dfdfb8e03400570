import {
  BOOKING_MESSAGES,
  type Departure,
  ROOM_TYPES,
  type RoomType,
  roomFitProblem,
  TRAVELLER_TYPES,
  type TravellerType,
} from '@safa/contract';
import { z } from 'zod';

/** A traveller as the operator's booking forms hold them: a name and who travels, as typed. */
export const travellerRowSchema = z.object({
  /** Set for a traveller already on the booking (their file is kept); empty for one added. */
  travellerId: z.string(),
  fullName: z.string(),
  type: z.string(),
});
export type TravellerRow = z.infer<typeof travellerRowSchema>;

/** Each traveller's fields by their place in the form (`travellers.0.fullName`), where refusals are shown. */
export const travellerFieldNames = (count: number) =>
  Array.from({ length: count }, (_, index) => [
    `travellers.${index}.fullName` as const,
    `travellers.${index}.type` as const,
  ]).flat();

/** A new row: an adult with no name yet. */
export const newTravellerRow = (): TravellerRow => ({ travellerId: '', fullName: '', type: 'adult' });

const isRoomType = (room: string): room is RoomType => ROOM_TYPES.some((type) => type === room);
const isTravellerType = (type: string): type is TravellerType =>
  TRAVELLER_TYPES.some((known) => known === type);

/** The travellers' types that are known, in the form's order. */
export const travellerTypesOf = (rows: readonly TravellerRow[]): TravellerType[] =>
  rows.map((row) => row.type).filter(isTravellerType);

/**
 * Why the chosen room of `departure` does not do (said at the room before sending, in the BFF's
 * words): the departure has no such room (another departure was chosen since), or the travellers do
 * not fill it. Undefined while it does, or while the room is not chosen.
 */
export function roomMisfit(
  departure: Pick<Departure, 'rooms'> | undefined,
  room: string,
  rows: readonly TravellerRow[],
): string | undefined {
  if (!departure || !isRoomType(room)) return undefined;
  if (!departure.rooms.some((offered) => offered.type === room)) return BOOKING_MESSAGES.noSuchRoom;
  return roomFitProblem(departure, room, travellerTypesOf(rows));
}

/** Adds the room's misfit, if any, to the form's problems, at the room. */
export function checkRoomFit(
  departure: Pick<Departure, 'rooms'> | undefined,
  values: { room: string; travellers: readonly TravellerRow[] },
  context: z.RefinementCtx,
) {
  const misfit = roomMisfit(departure, values.room, values.travellers);
  if (misfit) context.addIssue({ code: 'custom', path: ['room'], message: misfit });
}
