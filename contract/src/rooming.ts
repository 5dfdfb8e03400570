import { z } from 'zod';
import { roomTypeSchema } from './booking';
import { objectIdSchema } from './common';
import { sexSchema, travellerTypeSchema } from './traveller';

/**
 * A departure's rooming list: the operator puts its travellers in numbered rooms (by gender or by
 * family, the agency's choice), each room within its type's beds.
 */

export const ROOMING_LIMITS = { numberMax: 20, rooms: 1000 } as const;

/** One room of the list: its number (as the hotel gives it) and who sleeps there. */
export const roomAllocationSchema = z.strictObject({
  number: z
    .string()
    .trim()
    .min(1, { error: 'A room needs its number.' })
    .max(ROOMING_LIMITS.numberMax, {
      error: `A room number is at most ${ROOMING_LIMITS.numberMax} characters.`,
    }),
  travellerIds: z.array(objectIdSchema).min(1, { error: 'A room needs at least one traveller.' }).max(8),
});
export type RoomAllocation = z.infer<typeof roomAllocationSchema>;

export const roomingInputSchema = z
  .strictObject({ rooms: z.array(roomAllocationSchema).max(ROOMING_LIMITS.rooms) })
  .superRefine(({ rooms }, context) => {
    const numbers = new Set<string>();
    const placed = new Set<string>();
    rooms.forEach((room, index) => {
      const number = room.number.toUpperCase();
      if (numbers.has(number)) {
        context.addIssue({
          code: 'custom',
          path: ['rooms', index, 'number'],
          message: `Room ${room.number} is listed twice.`,
        });
      }
      numbers.add(number);
      for (const id of room.travellerIds) {
        if (placed.has(id)) {
          context.addIssue({
            code: 'custom',
            path: ['rooms', index, 'travellerIds'],
            message: 'A traveller sleeps in one room only.',
          });
        }
        placed.add(id);
      }
    });
  });
export type RoomingInput = z.input<typeof roomingInputSchema>;

/** A traveller of the departure as the rooming list shows them: enough to choose who shares. */
export const roomingTravellerSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  type: travellerTypeSchema,
  sex: sexSchema.optional(),
  bookingReference: z.string(),
  /** The room type their booking paid for. */
  roomType: roomTypeSchema,
});
export type RoomingTraveller = z.infer<typeof roomingTravellerSchema>;

export const roomingSchema = z.object({
  departureId: z.string(),
  rooms: z.array(roomAllocationSchema),
  travellers: z.array(roomingTravellerSchema),
});
export type Rooming = z.infer<typeof roomingSchema>;
