import {
  type Departure,
  type DepartureSituation,
  type DepartureStatus,
  type DepartureUpdate,
  defaultBalanceDueOn,
  departureUpdateSchemaIn,
  documentsDueOn,
  OFFERED_PLANS,
  offeredPlanSchema,
  ROOM_TYPES,
  type Room,
  type RoomType,
} from '@safa/contract';
import { z } from 'zod';

/** A room type's prices for children and infants, when the departure sets them apart from an adult's. */
export const CHILD_PRICES = ['childBedPrice', 'childNoBedPrice', 'infantPrice'] as const;
export type ChildPrice = (typeof CHILD_PRICES)[number];

const perRoom = <T extends z.ZodType>(value: T) =>
  z.object({ single: value, double: value, triple: value, quad: value });

/**
 * The form keeps what is typed; a room left empty is not offered, a child's or an infant's price left
 * empty is an adult's, a balance or documents day left empty is the default; the extra vaccinations
 * are names separated by commas; the payment plans are those ticked (none: the deposit then the balance).
 */
export const departureFormValuesSchema = z.object({
  departsOn: z.string(),
  returnsOn: z.string(),
  seats: z.string(),
  prices: perRoom(z.string()),
  childPrices: perRoom(
    z.object({ childBedPrice: z.string(), childNoBedPrice: z.string(), infantPrice: z.string() }),
  ),
  depositPerPerson: z.string(),
  balanceDueOn: z.string(),
  documentsDueOn: z.string(),
  extraVaccines: z.string(),
  plans: z.array(offeredPlanSchema),
});
export type DepartureFormValues = z.infer<typeof departureFormValuesSchema>;

/**
 * The fields where a problem the BFF finds is shown as it names them (a room's are found by the
 * contract's own check before anything is sent).
 */
export const DEPARTURE_FIELDS = [
  'departsOn',
  'returnsOn',
  'seats',
  'depositPerPerson',
  'balanceDueOn',
  'documentsDueOn',
  'extraVaccines',
  'plans',
] as const satisfies ReadonlyArray<keyof DepartureFormValues>;

/** A number as typed, or nothing when nothing is typed (so "required" reads as such, not as 0). */
const typedNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The room types offered: those with an adult's price typed. */
export const offeredRooms = (prices: DepartureFormValues['prices']): RoomType[] =>
  ROOM_TYPES.filter((type) => prices[type].trim() !== '');

/** A room type's prices as typed: an adult's, and a child's or an infant's where one is typed. */
function roomOf(values: DepartureFormValues, type: RoomType): Record<string, unknown> {
  const typed = CHILD_PRICES.filter((price) => values.childPrices[type][price].trim() !== '');
  return {
    type,
    price: typedNumber(values.prices[type]),
    ...Object.fromEntries(typed.map((price) => [price, typedNumber(values.childPrices[type][price])])),
  };
}

/** 'Yellow fever, Polio' → ['Yellow fever', 'Polio']. */
const vaccineNames = (text: string): string[] =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** What the form holds as the contract's edit of a departure (a new one is `open`). */
function toUpdateInput(values: DepartureFormValues, status: DepartureStatus): Record<string, unknown> {
  return {
    departsOn: values.departsOn || undefined,
    ...(values.returnsOn && { returnsOn: values.returnsOn }),
    seats: typedNumber(values.seats),
    rooms: offeredRooms(values.prices).map((type) => roomOf(values, type)),
    depositPerPerson: typedNumber(values.depositPerPerson),
    ...(values.balanceDueOn && { balanceDueOn: values.balanceDueOn }),
    ...(values.documentsDueOn && { documentsDueOn: values.documentsDueOn }),
    extraVaccines: vaccineNames(values.extraVaccines),
    plans: OFFERED_PLANS.filter((plan) => values.plans.includes(plan)),
    status,
  };
}

/**
 * Where the form shows a problem the contract found: a room's price at its room (a child's at the
 * room's child price), the rooms at the prices, a vaccination at the list.
 */
function fieldOf(path: PropertyKey[], values: DepartureFormValues): string {
  const [field, index, price] = path;
  if (field === 'extraVaccines') return 'extraVaccines';
  if (field !== 'rooms') return String(field);
  const room = typeof index === 'number' ? offeredRooms(values.prices)[index] : undefined;
  if (!room) return 'prices';
  return CHILD_PRICES.some((child) => child === price)
    ? `childPrices.${room}.${String(price)}`
    : `prices.${room}`;
}
/**
 * What the form holds, checked and converted by the contract's rules for a departure where it stands
 * (today, the seats booked), every problem at once at its field. (A plain `pipe` will not type-check,
 * as in the package form.)
 */
export const departureFormSchema = (status: DepartureStatus, situation: DepartureSituation) =>
  departureFormValuesSchema.transform((values, context) => {
    const checked = departureUpdateSchemaIn(situation).safeParse(toUpdateInput(values, status));
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

/** A stored departure's documents day, unless it is the default (which then follows the departure date). */
const chosenDocumentsDueOn = (departure: Departure): string | undefined =>
  departure.documentsDueOn === documentsDueOn({ departsOn: departure.departsOn })
    ? undefined
    : departure.documentsDueOn;

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** A room type's prices as the form shows them, those it does not offer or set empty. */
const pricesOf = (room: Room | undefined) => ({
  price: text(room?.price),
  childBedPrice: text(room?.childBedPrice),
  childNoBedPrice: text(room?.childNoBedPrice),
  infantPrice: text(room?.infantPrice),
});

const perRoomType = <T>(value: (type: RoomType) => T): Record<RoomType, T> => ({
  single: value('single'),
  double: value('double'),
  triple: value('triple'),
  quad: value('quad'),
});

export function toFormValues(departure?: Departure): DepartureFormValues {
  const roomOfType = (type: RoomType) => pricesOf(departure?.rooms.find((room) => room.type === type));
  return {
    departsOn: departure?.departsOn ?? '',
    returnsOn: departure?.returnsOn ?? '',
    seats: text(departure?.seats),
    prices: perRoomType((type) => roomOfType(type).price),
    childPrices: perRoomType((type) => {
      const { price: _adult, ...children } = roomOfType(type);
      return children;
    }),
    depositPerPerson: text(departure?.depositPerPerson),
    balanceDueOn: (departure && chosenBalanceDueOn(departure)) ?? '',
    documentsDueOn: (departure && chosenDocumentsDueOn(departure)) ?? '',
    extraVaccines: departure?.extraVaccines.join(', ') ?? '',
    plans: departure?.plans ?? [],
  };
}

/** A stored departure as an edit that changes only its status (closing it, reopening it). */
export function withStatus(departure: Departure, status: DepartureStatus): DepartureUpdate {
  const balanceDueOn = chosenBalanceDueOn(departure);
  const documentsDue = chosenDocumentsDueOn(departure);
  return {
    departsOn: departure.departsOn,
    ...(departure.returnsOn && { returnsOn: departure.returnsOn }),
    seats: departure.seats,
    rooms: departure.rooms,
    depositPerPerson: departure.depositPerPerson,
    ...(balanceDueOn && { balanceDueOn }),
    ...(documentsDue && { documentsDueOn: documentsDue }),
    extraVaccines: departure.extraVaccines,
    plans: departure.plans,
    status,
  };
}
