import {
  type Departure,
  type DepartureStatus,
  type DepartureUpdate,
  defaultBalanceDueOn,
  departureUpdateSchema,
  ROOM_TYPES,
  type RoomType,
} from '@safa/contract';
import { z } from 'zod';

/** The form keeps what is typed; a room left empty is not offered, a balance day left empty is the default. */
export const departureFormValuesSchema = z.object({
  departsOn: z.string(),
  returnsOn: z.string(),
  seats: z.string(),
  prices: z.object({ single: z.string(), double: z.string(), triple: z.string(), quad: z.string() }),
  depositPerPerson: z.string(),
  balanceDueOn: z.string(),
});
export type DepartureFormValues = z.infer<typeof departureFormValuesSchema>;

/** A number as typed, or nothing when nothing is typed (so "required" reads as such, not as 0). */
const typedNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

const offeredRooms = (prices: DepartureFormValues['prices']): RoomType[] =>
  ROOM_TYPES.filter((type) => prices[type].trim() !== '');

/** What the form holds as the contract's edit of a departure (a new one is `open`). */
function toUpdateInput(values: DepartureFormValues, status: DepartureStatus): Record<string, unknown> {
  return {
    departsOn: values.departsOn || undefined,
    ...(values.returnsOn && { returnsOn: values.returnsOn }),
    seats: typedNumber(values.seats),
    rooms: offeredRooms(values.prices).map((type) => ({ type, price: typedNumber(values.prices[type]) })),
    depositPerPerson: typedNumber(values.depositPerPerson),
    ...(values.balanceDueOn && { balanceDueOn: values.balanceDueOn }),
    status,
  };
}

/** Where the form shows a problem the contract found: a room's price at its room, the rooms at the prices. */
function fieldOf(path: PropertyKey[], values: DepartureFormValues): string {
  const [field, index] = path;
  if (field !== 'rooms') return String(field);
  const room = typeof index === 'number' ? offeredRooms(values.prices)[index] : undefined;
  return room ? `prices.${room}` : 'prices';
}

/**
 * What the form holds, checked and converted by the contract's rules for a departure, each problem
 * at its field. (A plain `pipe` will not type-check, as in the package form.)
 */
export const departureFormSchema = (status: DepartureStatus) =>
  departureFormValuesSchema.transform((values, context) => {
    const checked = departureUpdateSchema.safeParse(toUpdateInput(values, status));
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      context.addIssue({
        code: 'custom',
        message: issue.message,
        path: fieldOf(issue.path, values).split('.'),
      });
    }
    return z.NEVER;
  });

/** A stored departure's balance day, unless it is the default (which then follows the departure date). */
const chosenBalanceDueOn = (departure: Departure): string | undefined =>
  departure.balanceDueOn === defaultBalanceDueOn(departure.departsOn) ? undefined : departure.balanceDueOn;

export function toFormValues(departure?: Departure): DepartureFormValues {
  const priceOf = (type: RoomType) => departure?.rooms.find((room) => room.type === type)?.price;
  const text = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    departsOn: departure?.departsOn ?? '',
    returnsOn: departure?.returnsOn ?? '',
    seats: text(departure?.seats),
    prices: {
      single: text(priceOf('single')),
      double: text(priceOf('double')),
      triple: text(priceOf('triple')),
      quad: text(priceOf('quad')),
    },
    depositPerPerson: text(departure?.depositPerPerson),
    balanceDueOn: (departure && chosenBalanceDueOn(departure)) ?? '',
  };
}

/** A stored departure as an edit that changes only its status (closing it, reopening it). */
export function withStatus(departure: Departure, status: DepartureStatus): DepartureUpdate {
  const balanceDueOn = chosenBalanceDueOn(departure);
  return {
    departsOn: departure.departsOn,
    ...(departure.returnsOn && { returnsOn: departure.returnsOn }),
    seats: departure.seats,
    rooms: departure.rooms,
    depositPerPerson: departure.depositPerPerson,
    ...(balanceDueOn && { balanceDueOn }),
    status,
  };
}
