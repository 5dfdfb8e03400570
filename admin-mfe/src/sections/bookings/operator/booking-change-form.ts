import { type Booking, bookingChangeSchema, type Departure } from '@safa/contract';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { checkedBy } from '../../../common/checked-by';
import { checkRoomFit, travellerFieldNames, travellerRowSchema } from './booking-form-rules';

/** A booking's contact, room and travellers, as the operator edits them. */
export const bookingChangeValuesSchema = z.object({
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  room: z.string(),
  travellers: z.array(travellerRowSchema),
});
export type BookingChangeValues = z.infer<typeof bookingChangeValuesSchema>;
export type BookingChangeBody = z.output<typeof bookingChangeSchema>;

/** The booking as the form starts: each traveller by their id, so that they keep their file. */
export const toBookingChangeValues = ({ contact, room, travellers }: Booking): BookingChangeValues => ({
  contact: { name: contact.name, phone: contact.phone, email: contact.email },
  room,
  travellers: travellers.map(({ id, fullName, type }) => ({ travellerId: id, fullName, type })),
});

/** The fields a refusal of the BFF is shown at (those of the travellers as many as the form has). */
export const bookingChangeFields = (travellers: number): Path<BookingChangeValues>[] => [
  'contact.name',
  'contact.phone',
  'contact.email',
  'room',
  'travellers',
  ...travellerFieldNames(travellers),
];

/**
 * The change as the BFF takes it, checked all at once by the contract's rules and the room's fit on
 * `departure`: travellers kept by their id, those added without one, those removed left out.
 */
export const bookingChangeFormSchema = (departure: Departure | undefined) =>
  bookingChangeValuesSchema.transform((values, context): BookingChangeBody => {
    checkRoomFit(departure, values, context);
    const travellers = values.travellers.map(({ travellerId, fullName, type }) => ({
      ...(travellerId && { travellerId }),
      fullName,
      type,
    }));
    return checkedBy(bookingChangeSchema, { ...values, travellers }, context);
  });
