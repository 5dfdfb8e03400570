import {
  bookingPrice,
  type Departure,
  isMobileNumber,
  lagosToday,
  operatorBookingInputSchema,
} from '@safa/contract';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { checkedBy } from '../../../common/checked-by';
import { departureState } from '../../packages/departures/departure-text';
import { typedMoney } from '../payments/money-form';
import {
  checkRoomFit,
  newTravellerRow,
  travellerFieldNames,
  travellerRowSchema,
  travellerTypesOf,
} from './booking-form-rules';

/** The operator's booking for a customer, as typed. */
export const newBookingValuesSchema = z.object({
  packageId: z.string(),
  departureId: z.string(),
  room: z.string(),
  travellers: z.array(travellerRowSchema),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  channels: z.object({ whatsapp: z.boolean(), sms: z.boolean() }),
  plan: z.string(),
  consent: z.boolean(),
  paidNow: z.object({
    /** Whether the customer handed money over as they booked. */
    given: z.boolean(),
    amount: z.string(),
    method: z.string(),
    paidOn: z.string(),
    note: z.string(),
  }),
  /** The form's one-time key: a double tap or a retry makes one booking. */
  submission: z.string(),
});
export type NewBookingValues = z.infer<typeof newBookingValuesSchema>;
export type OperatorBookingBody = z.output<typeof operatorBookingInputSchema>;

/** The fields a refusal of the BFF is shown at (those of the travellers as many as the form has). */
export const newBookingFields = (travellers: number): Path<NewBookingValues>[] => [
  'departureId',
  'room',
  'contact.name',
  'contact.phone',
  'contact.email',
  'plan',
  'consent',
  'paidNow.amount',
  'paidNow.method',
  'paidNow.paidOn',
  'paidNow.note',
  'travellers',
  ...travellerFieldNames(travellers),
];

/** An empty form: one adult, both channels ticked, nothing paid yet (if so, today in Lagos), a key of its own. */
export const emptyNewBooking = (): NewBookingValues => ({
  packageId: '',
  departureId: '',
  room: '',
  travellers: [newTravellerRow()],
  contact: { name: '', phone: '', email: '' },
  channels: { whatsapp: true, sms: true },
  plan: 'deposit',
  consent: false,
  paidNow: { given: false, amount: '', method: '', paidOn: lagosToday(), note: '' },
  submission: crypto.randomUUID(),
});

/** The departures the operator can book on: open, not left yet (sold-out ones shown as such). */
export const bookableDepartures = (departures: readonly Departure[], packageId: string): Departure[] =>
  departures.filter((departure) => departure.packageId === packageId && departureState(departure) === 'Open');

/** The deposit the chosen room and travellers come to on `departure`: what "Paid now" starts with. */
export const depositDueOf = (
  departure: Departure | undefined,
  values: Pick<NewBookingValues, 'room' | 'travellers'>,
) => departure && bookingPrice(departure, values.room, travellerTypesOf(values.travellers))?.depositDue;

/** What the form holds, in the contract's terms (WhatsApp and SMS only for a mobile number). */
function bodyOf(values: NewBookingValues, departure: Departure | undefined) {
  const mobile = isMobileNumber(values.contact.phone);
  return {
    departureId: values.departureId,
    room: values.room,
    travellers: values.travellers.map(({ fullName, type }) => ({ fullName, type })),
    contact: values.contact,
    consent: values.consent,
    channels: { whatsapp: mobile && values.channels.whatsapp, sms: mobile && values.channels.sms },
    ...(departure && departure.plans.length > 0 && { plan: values.plan }),
    ...(values.paidNow.given && { paidNow: typedMoney(values.paidNow) }),
    submission: values.submission,
  };
}

/**
 * The form's booking checked all at once by the contract's rules, each problem at its field, with what
 * the contract cannot know: a package and a departure chosen, and the room filled by its travellers.
 */
export const newBookingFormSchema = (departureOf: (id: string) => Departure | undefined) =>
  newBookingValuesSchema.transform((values, context): OperatorBookingBody => {
    const departure = departureOf(values.departureId);
    if (!values.packageId)
      context.addIssue({ code: 'custom', path: ['packageId'], message: 'Choose a package.' });
    if (!departure)
      context.addIssue({ code: 'custom', path: ['departureId'], message: 'Choose a departure.' });
    checkRoomFit(departure, values, context);
    return checkedBy(operatorBookingInputSchema, bodyOf(values, departure), context);
  });
