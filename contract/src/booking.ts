import { z } from 'zod';
import { archivedAtSchema, archivedQuery } from './archive';
import { bookingStatusSchema, historyEventSchema } from './booking-status';
import {
  calendarDay,
  emailAddress,
  entitySchema,
  honeypotSchema,
  linkTokenValue,
  nairaSchema,
  objectIdSchema,
  personName,
  requiredText,
  timestampSchema,
} from './common';
import { listQuerySchema, pageSchema, searchQuery } from './list-page';
import { bookingMessageSchema, channelChoiceSchema } from './notification';
import { ledgerEntrySchema, payToSchema, proofSchema } from './payment';
import { OFFERED_PLANS, offeredPlanSchema, paymentPlanSchema, scheduleSchema } from './payment-plan';
import { internationalPhoneDigits } from './phone';
import { readinessSchema } from './readiness';
import { BOOKING_LIMITS, LIMITS } from './rules';
import { travellerInputSchema, travellerSchema } from './traveller';

/** How travellers of one booking share rooms; a room's price is per person. */
export const ROOM_TYPES = ['single', 'double', 'triple', 'quad'] as const;
export const roomTypeSchema = z.enum(ROOM_TYPES, { error: 'Choose a room type.' });
export type RoomType = z.infer<typeof roomTypeSchema>;

/** A room type as customers read it, with how many share it. */
export const ROOM_LABELS: Record<RoomType, string> = {
  single: 'Single room',
  double: 'Double room (2 sharing)',
  triple: 'Triple room (3 sharing)',
  quad: 'Quad room (4 sharing)',
};

export const DEPARTURE_STATUSES = ['open', 'closed'] as const;
export const departureStatusSchema = z.enum(DEPARTURE_STATUSES);
export type DepartureStatus = z.infer<typeof departureStatusSchema>;

export const BOOKING_MESSAGES = {
  soldOut: 'This departure is sold out.',
  seatsLeft: (seats: number) => `Only ${seats} ${seats === 1 ? 'seat' : 'seats'} left on this departure.`,
  closed: 'This departure is not taking bookings.',
  departed: 'This departure has already left.',
  noSuchRoom: 'This departure has no room of that type.',
  consent: 'Please agree to the privacy notice to book.',
  phone: 'Enter a phone number we can call or WhatsApp.',
  bookedDeparture: 'A departure with bookings cannot be deleted: archive it instead.',
  seatsNeeded: (booked: number) =>
    `${booked} ${booked === 1 ? 'seat is' : 'seats are'} booked on this departure: it needs at least ${booked}.`,
  submission: 'This form is out of date: reload the page and book again.',
  nobodyInABed: 'A booking needs at least one adult or child with a bed.',
  /** `rooms` and `fitting`: room types as a sentence names several (`double rooms (2 sharing)`). */
  roomDoesNotFit: (beds: number, rooms: string, fitting: readonly string[]) =>
    `${beds === 1 ? '1 traveller with a bed does' : `${beds} travellers with a bed do`} not fill ${rooms}: ${
      fitting.length > 0 ? `choose ${fitting.join(' or ')}, or make` : 'make'
    } two bookings (a double and a single, say).`,
  heldUnpaid:
    'Unpaid bookings hold most of the seats of this departure just now: pay the deposit by card as you book to take one, or join the waitlist to hear when seats free up.',
} as const;

/** A booking form's one-time key: 16 to 64 letters, digits, - and _ (a UUID). */
export const SUBMISSION_KEY = /^[\w-]{16,64}$/;

/** How many share a room of each type: the travellers of a booking who take a bed fill its rooms. */
export const ROOM_CAPACITY: Record<RoomType, number> = { single: 1, double: 2, triple: 3, quad: 4 };

/**
 * A room type's prices per person: an adult's, and, when the departure prices them apart, a child's
 * with a bed or without one and an infant's (else they pay an adult's).
 */
export const roomSchema = z.strictObject({
  type: roomTypeSchema,
  price: nairaSchema('A room price', { min: 1 }),
  childBedPrice: nairaSchema('A child’s price with a bed', { min: 1 }).optional(),
  childNoBedPrice: nairaSchema('A child’s price without a bed').optional(),
  infantPrice: nairaSchema('An infant’s price').optional(),
});
export type Room = z.infer<typeof roomSchema>;

const roomsSchema = z
  .array(roomSchema)
  .min(1, { error: 'A departure needs at least one room type with its price.' })
  .max(ROOM_TYPES.length)
  .refine((rooms) => new Set(rooms.map((room) => room.type)).size === rooms.length, {
    error: 'Each room type may be priced once.',
  });

/** What the operator sets of a departure; the store adds its seats booked and its status. */
const departureFields = {
  departsOn: calendarDay('Departure date'),
  returnsOn: calendarDay('Return date').optional(),
  seats: z
    .int({ error: 'Seats must be a whole number.' })
    .min(1, { error: 'A departure has at least 1 seat.' })
    .max(BOOKING_LIMITS.seatsMax, { error: `A departure has at most ${BOOKING_LIMITS.seatsMax} seats.` }),
  rooms: roomsSchema,
  depositPerPerson: nairaSchema('The deposit'),
  /** When the balance is due; by default 30 days before the departure. */
  balanceDueOn: calendarDay('Balance due date').optional(),
  /** Until when customers complete their travellers and documents; by default 30 days before the departure. */
  documentsDueOn: calendarDay('Documents due date').optional(),
  /** The payment plans it offers besides the deposit then the balance (see payment-plan.ts). */
  plans: z
    .array(offeredPlanSchema)
    .max(OFFERED_PLANS.length)
    .refine((plans) => new Set(plans).size === plans.length, { error: 'Each plan may be offered once.' })
    .optional(),
  /** Vaccinations this departure asks for besides its trip's rules (a certificate each). */
  extraVaccines: z
    .array(requiredText('A vaccination needs its name.', 60))
    .max(5, { error: 'At most 5 vaccinations besides the rules.' })
    .refine((names) => new Set(names.map((name) => name.toLowerCase())).size === names.length, {
      error: 'Each vaccination may be listed once.',
    })
    .optional(),
};

const departureFieldsSchema = z.object(departureFields);
type DepartureValues = z.output<typeof departureFieldsSchema>;
type DepartureField = keyof DepartureValues;

/** A rule between fields of a departure, or between a field and where the departure stands. */
interface DepartureRule {
  fields: DepartureField[];
  message: string;
  holds: (departure: DepartureValues) => boolean;
}

/** An optional day is kept by a rule when it is not given. */
const RULES_BETWEEN_FIELDS: DepartureRule[] = [
  {
    fields: ['returnsOn', 'departsOn'],
    message: 'The return date cannot be before the departure date.',
    holds: ({ departsOn, returnsOn }) => !returnsOn || returnsOn >= departsOn,
  },
  {
    fields: ['balanceDueOn', 'departsOn'],
    message: 'The balance is due by the departure date.',
    holds: ({ departsOn, balanceDueOn }) => !balanceDueOn || balanceDueOn <= departsOn,
  },
  {
    fields: ['documentsDueOn', 'departsOn'],
    message: 'The documents are due by the departure date.',
    holds: ({ departsOn, documentsDueOn }) => !documentsDueOn || documentsDueOn <= departsOn,
  },
  {
    fields: ['depositPerPerson', 'rooms'],
    message: 'The deposit per person cannot be more than the lowest room price.',
    holds: ({ depositPerPerson, rooms }) => rooms.every((room) => depositPerPerson <= room.price),
  },
];

/** Where a departure stands as it is set: today in Lagos, and for a stored one its seats booked and date. */
export interface DepartureSituation {
  today: string;
  seatsBooked: number;
  /** A departure that has left keeps its date: only a new date must be after today. */
  storedDepartsOn?: string;
}

const rulesOfSituation = ({ today, seatsBooked, storedDepartsOn }: DepartureSituation): DepartureRule[] => [
  {
    fields: ['departsOn'],
    message: 'The departure date must be after today.',
    holds: ({ departsOn }) => departsOn > today || departsOn === storedDepartsOn,
  },
  {
    fields: ['seats'],
    message: BOOKING_MESSAGES.seatsNeeded(seatsBooked),
    holds: ({ seats }) => seats >= seatsBooked,
  },
];

/**
 * Checks each rule whose fields are valid, at its first field, whatever else is wrong: zod 4 skips an
 * object's refinements once any field has a problem, and a form should hear of every problem at once.
 */
const checkedBy =
  (rules: DepartureRule[]) =>
  (departure: DepartureValues, context: z.RefinementCtx): void => {
    const given: Record<string, unknown> = departure;
    const valid = (field: DepartureField) => departureFields[field].safeParse(given[field]).success;
    for (const { fields, message, holds } of rules) {
      if (fields.every(valid) && !holds(departure)) {
        context.addIssue({ code: 'custom', path: [fields[0] ?? ''], message });
      }
    }
  };
const EVEN_WITH_OTHER_PROBLEMS = { when: () => true };

export const departureInputSchema = z
  .strictObject({ packageId: objectIdSchema, ...departureFields })
  .superRefine(checkedBy(RULES_BETWEEN_FIELDS), EVEN_WITH_OTHER_PROBLEMS);
export type DepartureInput = z.input<typeof departureInputSchema>;

/** A departure's own fields as stored: the store adds its package, the seats booked and who holds them. */
export const departureRecordSchema = z.object({ ...departureFields, status: departureStatusSchema });

/** An edit of a departure: its dates, seats, rooms and deposit, and whether it takes bookings. */
export const departureUpdateSchema = z
  .strictObject({ ...departureFields, status: departureStatusSchema })
  .superRefine(checkedBy(RULES_BETWEEN_FIELDS), EVEN_WITH_OTHER_PROBLEMS);

/** A new departure checked against today as well. */
export const departureInputSchemaIn = (situation: DepartureSituation) =>
  departureInputSchema.superRefine(checkedBy(rulesOfSituation(situation)), EVEN_WITH_OTHER_PROBLEMS);

/** An edit checked against today and against the seats already booked as well. */
export const departureUpdateSchemaIn = (situation: DepartureSituation) =>
  departureUpdateSchema.superRefine(checkedBy(rulesOfSituation(situation)), EVEN_WITH_OTHER_PROBLEMS);
export type DepartureUpdate = z.input<typeof departureUpdateSchema>;

export const departureSchema = entitySchema.extend({
  packageId: z.string(),
  departsOn: z.string(),
  returnsOn: z.string().optional(),
  seats: z.number().int(),
  rooms: z.array(roomSchema),
  depositPerPerson: z.number().int(),
  balanceDueOn: z.string(),
  documentsDueOn: z.string(),
  extraVaccines: z.array(z.string()),
  plans: z.array(offeredPlanSchema),
  status: departureStatusSchema,
  seatsBooked: z.number().int().min(0),
  seatsLeft: z.number().int().min(0),
  /** Whether anyone ever booked it (the BFF always says): it is then archived, never deleted. */
  everBooked: z.boolean().optional(),
  archivedAt: archivedAtSchema,
  createdAt: timestampSchema,
});
export type Departure = z.infer<typeof departureSchema>;
export const departureListSchema = z.array(departureSchema);
export const departureListQuerySchema = listQuerySchema({
  packageId: objectIdSchema.optional().describe('Only the departures of this package'),
  archived: archivedQuery,
});
export type DepartureListQuery = z.input<typeof departureListQuerySchema>;
export const departurePageSchema = pageSchema(departureSchema);

export const bookingContactSchema = z.strictObject({
  name: personName('Your name is required.', LIMITS.nameMax),
  phone: requiredText('Your phone number is required.', LIMITS.phoneMax).refine(
    (phone) => internationalPhoneDigits(phone) !== undefined,
    { error: BOOKING_MESSAGES.phone },
  ),
  email: emailAddress(
    { required: 'Your e-mail address is required.', invalid: 'Enter a valid email address.' },
    LIMITS.emailMax,
  ),
});
export type BookingContact = z.infer<typeof bookingContactSchema>;

/** A booking's travellers: one at least, `BOOKING_LIMITS.travellersMax` at most (`more` says what to do then). */
export const travellerListSchema = <T extends z.ZodType>(traveller: T, more: string) =>
  z
    .array(traveller)
    .min(1, { error: 'Add at least one traveller.' })
    .max(BOOKING_LIMITS.travellersMax, {
      error: `At most ${BOOKING_LIMITS.travellersMax} travellers per booking: ${more}.`,
    });

/** A visitor's booking of seats on one departure (Nigeria Data Protection Act 2023: with consent). */
export const bookingInputSchema = z.strictObject({
  departureId: objectIdSchema,
  room: roomTypeSchema,
  travellers: travellerListSchema(travellerInputSchema, 'call us for a larger group'),
  contact: bookingContactSchema,
  consent: z.literal(true, { error: BOOKING_MESSAGES.consent }),
  /**
   * The form's one-time key: the BFF makes one booking per key, and answers a repeat (a double tap, a
   * retry, a reload) with the booking it already made.
   */
  submission: z.string().regex(SUBMISSION_KEY, { error: BOOKING_MESSAGES.submission }).optional(),
  /**
   * The deposit is paid by card as the booking is made: taken even when unpaid bookings already hold
   * a departure's share of seats, held for minutes rather than days.
   */
  payNow: z.boolean().optional(),
  /** WhatsApp and SMS besides e-mail; by default both when the phone is a mobile. */
  channels: channelChoiceSchema.optional(),
  /** How it is paid: one of the plans its departure offers; the deposit then the balance by default. */
  plan: paymentPlanSchema.optional(),
  website: honeypotSchema,
});
export type BookingInput = z.input<typeof bookingInputSchema>;

/** What a visitor is told of the booking just made. */
export const bookingCreatedSchema = z.object({
  reference: z.string(),
  status: bookingStatusSchema,
  total: z.number().int(),
  depositDue: z.number().int(),
  holdExpiresAt: timestampSchema,
  /** The booking's private page: whoever has it sees the booking, so it goes to the customer alone. */
  manageUrl: z.string(),
  /** The deposit is to be paid now, by card (a booking made beyond the departure's share of unpaid seats). */
  payNow: z.boolean(),
});
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

/** A passport number as lists show it: its last two characters. */
export const maskedPassport = (passportNumber: string | undefined): string | undefined =>
  passportNumber && `${'•'.repeat(Math.max(0, passportNumber.length - 2))}${passportNumber.slice(-2)}`;

const bookingTripSchema = z.object({
  packageId: z.string(),
  packageTitle: z.string(),
  departureId: z.string(),
  departsOn: z.string(),
  returnsOn: z.string().optional(),
  balanceDueOn: z.string(),
  /** Until when the customer completes the travellers and documents. */
  documentsDueOn: z.string(),
});

/**
 * The money of a booking, in whole naira, worked out from its ledger: the price with its adjustments,
 * what is paid (less what was given back), what is left, and what is to give back.
 */
const amountsSchema = z.object({
  /** The price now: as booked, with its adjustments. */
  total: z.number().int(),
  depositDue: z.number().int(),
  /** Received, less what was refunded. */
  paid: z.number().int(),
  refunded: z.number().int(),
  /** Left to pay; 0 once the booking has ended. */
  balance: z.number().int(),
  /** What to pay now: the rest of the deposit while it is not in, else the balance. */
  dueNow: z.number().int(),
  /** Paid beyond the price, or anything paid on a booking that ended, not yet refunded. */
  toRefund: z.number().int(),
});
export type BookingAmounts = z.infer<typeof amountsSchema>;

/** What customer and operator both see of a booking. */
const bookingFields = {
  reference: z.string(),
  status: bookingStatusSchema,
  room: roomTypeSchema,
  trip: bookingTripSchema,
  travellers: z.array(travellerSchema),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  amounts: amountsSchema,
  ledger: z.array(ledgerEntrySchema),
  proofs: z.array(proofSchema),
  /** Its plan's payments, filled in order by what is paid. */
  schedule: scheduleSchema,
  holdExpiresAt: timestampSchema,
  createdAt: timestampSchema,
};

/** A traveller of a booking with their checklist for the trip. */
export const bookedTravellerSchema = travellerSchema.extend({ readiness: readinessSchema });
export type BookedTraveller = z.infer<typeof bookedTravellerSchema>;

/** A booking as its private page shows it to the customer (passport numbers masked), with how to pay. */
export const bookingViewSchema = z.object({
  ...bookingFields,
  travellers: z.array(bookedTravellerSchema),
  /** Whether the customer may still complete the travellers and send documents (until the documents are due). */
  travellersOpen: z.boolean(),
  /** The bank transfer of what is due now; the amount is 0 once nothing is. */
  payTo: payToSchema,
  /** Whether the customer can pay by card (Paystack), now. */
  cardPayment: z.boolean(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

export const bookingByLinkQuerySchema = z.strictObject({
  token: linkTokenValue,
});

/**
 * "Find my booking": its reference and the phone number or e-mail it was made with. Matched, its
 * private link is sent again to the contact on file, never shown; the answer is the same either way.
 */
export const findBookingSchema = z.strictObject({
  reference: z
    .string({ error: 'Your booking reference is required.' })
    .trim()
    .toUpperCase()
    .max(20, { error: 'A booking reference is like SAFA-7K3Q9.' })
    .regex(/^SAFA-[2-9A-Z]{5}$/, { error: 'A booking reference is like SAFA-7K3Q9.' }),
  contact: requiredText('The phone number or e-mail you booked with is required.', LIMITS.emailMax),
  website: honeypotSchema,
});
export type FindBookingInput = z.input<typeof findBookingSchema>;

export const FIND_BOOKING_ANSWER =
  'If the reference and the phone number or e-mail match a booking, we have sent its link to the contact we have for it.';

/** What a visitor is told after asking for something that may or may not exist (the same either way). */
export const acknowledgedSchema = z.object({ message: z.string() });

/** Someone to tell when a seat of a sold-out departure frees up. */
export const waitlistInputSchema = z.strictObject({
  name: bookingContactSchema.shape.name,
  phone: bookingContactSchema.shape.phone,
  email: bookingContactSchema.shape.email,
  seats: z
    .int({ error: 'Say how many seats you want.' })
    .min(1, { error: 'Say how many seats you want.' })
    .max(BOOKING_LIMITS.travellersMax, {
      error: `At most ${BOOKING_LIMITS.travellersMax} seats: call us for a larger group.`,
    }),
  consent: z.literal(true, { error: BOOKING_MESSAGES.consent }),
  website: honeypotSchema,
});
export type WaitlistInput = z.input<typeof waitlistInputSchema>;

export const WAITLIST_ANSWER =
  'You are on the waitlist: we tell you as soon as seats free up, in the order people asked.';

/** An entry of a departure's waitlist, as the operator sees it. */
export const waitlistEntrySchema = entitySchema.extend({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  seats: z.number().int(),
  createdAt: timestampSchema,
  /** When seats freed up for it and it was told. */
  toldAt: timestampSchema.optional(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export const waitlistSchema = z.array(waitlistEntrySchema);

/** A receipt of the booking whose link carries `token`, by its number. */
export const receiptByLinkQuerySchema = bookingByLinkQuerySchema.extend({
  number: z.string().regex(/^SAFA-\d{4}-\d{6}$/, { error: 'A receipt number is like SAFA-2026-000123.' }),
});

/** A booking as the operator's list shows it (passport numbers masked). */
export const bookingSummarySchema = entitySchema.extend(bookingFields);
export type BookingSummary = z.infer<typeof bookingSummarySchema>;
export const bookingListSchema = z.array(bookingSummarySchema);

export const bookingListQuerySchema = listQuerySchema({
  search: searchQuery('the reference, the lead contact’s name, e-mail and phone, and the travellers’ names'),
  departureId: objectIdSchema.optional(),
  status: bookingStatusSchema.optional(),
  /** `unchecked`: only the bookings with a transfer proof the operator has not checked yet. */
  proofs: z.literal('unchecked').optional(),
});
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;
export const bookingPageSchema = pageSchema(bookingSummarySchema);

/** A booking as its details show it to the operator: passport numbers whole, its history, the consent. */
export const bookingSchema = bookingSummarySchema.extend({
  travellers: z.array(bookedTravellerSchema),
  consentAt: timestampSchema,
  /** The channels the customer chose besides e-mail, and those they stopped since. */
  channels: channelChoiceSchema,
  /** Every message the booking caused, on every channel, with how it went. */
  messages: z.array(bookingMessageSchema),
  /** The private link, for the operator to copy or send again (the customer's alone otherwise). */
  manageUrl: z.string(),
  history: z.array(
    z.object({
      event: historyEventSchema,
      /** The status it left the booking in. */
      status: bookingStatusSchema,
      at: timestampSchema,
      /** `customer`, `paystack`, `system`, or the operator's username. */
      by: z.string(),
      note: z.string().optional(),
    }),
  ),
});
export type Booking = z.infer<typeof bookingSchema>;
