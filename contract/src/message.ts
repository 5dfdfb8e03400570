import { z } from 'zod';
import {
  calendarDay,
  emailAddress,
  entitySchema,
  honeypotSchema,
  objectIdSchema,
  personName,
  requiredText,
  timestampSchema,
} from './common';
import { listQuerySchema, pageSchema, searchQuery, sinceQuery } from './list-page';
import {
  earliestTodayOnEarth,
  LIMITS,
  MESSAGE_CATEGORIES,
  MESSAGE_STATUSES,
  type TripDates,
  tripDateProblems,
} from './rules';

export const messageCategorySchema = z.enum(MESSAGE_CATEGORIES, {
  error: 'Choose what the message is about.',
});
export const messageStatusSchema = z.enum(MESSAGE_STATUSES);

/** The trip of a flight and hotel request: no departure in the past, no return before departure. */
export const flightTripSchema = z
  .strictObject({
    from: requiredText('From is required.', LIMITS.placeMax),
    to: requiredText('To is required.', LIMITS.placeMax),
    departure: calendarDay('Departure date'),
    returnDate: calendarDay('Return date').optional(),
    travellers: z
      .int({ error: 'Travellers must be a whole number.' })
      .min(1, { error: 'At least one traveller is required.' })
      .max(LIMITS.travellersMax, { error: `At most ${LIMITS.travellersMax} travellers per request.` }),
    hotel: z.string().trim().max(LIMITS.messageMax).optional(),
  })
  .superRefine((trip: TripDates, context) => {
    for (const [field, message] of Object.entries(tripDateProblems(trip, earliestTodayOnEarth()))) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type FlightTrip = z.input<typeof flightTripSchema>;

export const messageInputSchema = z
  .strictObject({
    name: personName('Name is required.', LIMITS.nameMax),
    phone: requiredText('Phone is required.', LIMITS.phoneMax),
    email: emailAddress(
      { required: 'Email is required.', invalid: 'Enter a valid email address.' },
      LIMITS.emailMax,
    ),
    message: requiredText('Message is required.', LIMITS.messageMax),
    category: messageCategorySchema,
    packageId: objectIdSchema.optional(),
    packageTitle: z.string().trim().max(LIMITS.titleMax).optional(),
    /** A flight request's trip, checked here; its text is in `message` for the agency to read. */
    trip: flightTripSchema.optional(),
    website: honeypotSchema,
  })
  .superRefine(({ category, trip }, context) => {
    if (category === 'flightmessage' && !trip) {
      context.addIssue({ code: 'custom', path: ['trip'], message: 'A flight request needs its trip.' });
    }
    if (category !== 'flightmessage' && trip) {
      context.addIssue({ code: 'custom', path: ['trip'], message: 'Only a flight request has a trip.' });
    }
  });
export type MessageInput = z.input<typeof messageInputSchema>;

/** An enquiry as stored (the store adds the time it came): unresponded until the admin marks it. */
export const messageRecordSchema = z.object({
  name: z.string().min(1),
  email: z.string().min(1),
  phone: z.string().min(1),
  category: messageCategorySchema,
  message: z.string().min(1),
  status: messageStatusSchema.default('Unresponded'),
  packageId: z.string().optional(),
  packageTitle: z.string().optional(),
  /** A reply the customer sent on WhatsApp (the site's forms leave it out). */
  via: z.literal('whatsapp').optional(),
  /** The booking of the phone it came from, when one matches. */
  bookingId: z.string().optional(),
  bookingReference: z.string().optional(),
});
export type MessageRecord = z.infer<typeof messageRecordSchema>;

export const messageSchema = entitySchema.extend({
  ...messageRecordSchema.shape,
  createdAt: timestampSchema,
});
export type Message = z.infer<typeof messageSchema>;
export const messageListSchema = z.array(messageSchema);

/** The admin's enquiries (spec §7's table): searched by name or e-mail, filtered as the dashboard links to them. */
export const messageListQuerySchema = listQuerySchema({
  search: searchQuery('the name or the e-mail'),
  status: messageStatusSchema.optional(),
  category: messageCategorySchema.optional(),
  packageId: objectIdSchema.optional().describe('Only the enquiries about this package'),
  since: sinceQuery,
});
export type MessageListQuery = z.input<typeof messageListQuerySchema>;
export const messagePageSchema = pageSchema(messageSchema);
