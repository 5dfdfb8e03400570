import {
  ARCHIVE_MESSAGES,
  BOOKING_MESSAGES,
  balanceDueOn,
  type Departure,
  type departureInputSchema,
  departureInputSchemaIn,
  type departureListQuerySchema,
  type departureUpdateSchema,
  departureUpdateSchemaIn,
  documentsDueOn,
  lagosToday,
  type Page,
} from '@safa/contract';
import { Types, trusted } from 'mongoose';
import type { z } from 'zod';
import { archivedFilter, NOT_ARCHIVED, setArchived } from '../../db/archiving';
import { answerList, type ListQuery } from '../../db/list-query';
import { Conflict, NotFound } from '../../errors';
import { PackageModel } from '../packages/package.model';
import { DepartureModel, type StoredDeparture } from './departure.model';
import { DEPARTURE_NOT_FOUND } from './seats';

type DepartureData = z.output<typeof departureInputSchema>;
type DepartureChange = z.output<typeof departureUpdateSchema>;

export function toDeparture(stored: StoredDeparture & { _id: Types.ObjectId }): Departure {
  return {
    id: stored._id.toHexString(),
    packageId: stored.packageId.toHexString(),
    departsOn: stored.departsOn,
    ...(stored.returnsOn && { returnsOn: stored.returnsOn }),
    seats: stored.seats,
    rooms: stored.rooms.map(({ type, price, childBedPrice, childNoBedPrice, infantPrice }) => ({
      type,
      price,
      ...(childBedPrice !== undefined && { childBedPrice }),
      ...(childNoBedPrice !== undefined && { childNoBedPrice }),
      ...(infantPrice !== undefined && { infantPrice }),
    })),
    depositPerPerson: stored.depositPerPerson,
    balanceDueOn: balanceDueOn(stored),
    documentsDueOn: documentsDueOn(stored),
    extraVaccines: stored.extraVaccines ?? [],
    plans: stored.plans ?? [],
    status: stored.status,
    seatsBooked: stored.seatsBooked,
    seatsLeft: Math.max(0, stored.seats - stored.seatsBooked),
    everBooked: stored.everBooked,
    ...(stored.archivedAt && { archivedAt: stored.archivedAt.toISOString() }),
    createdAt: stored.createdAt.toISOString(),
  };
}

type Lean = StoredDeparture & { _id: Types.ObjectId };

/** A new departure's body, checked against today too. */
export const newDepartureSchema = (now = new Date()) =>
  departureInputSchemaIn({ today: lagosToday(now), seatsBooked: 0 });

/** An edit's body, checked against today and against the seats booked on the stored departure. */
export async function departureEditSchema(id: string, now = new Date()) {
  const stored = await DepartureModel.findById(id).select({ departsOn: 1, seatsBooked: 1 }).lean<Lean>();
  if (!stored) throw new NotFound(DEPARTURE_NOT_FOUND);
  return departureUpdateSchemaIn({
    today: lagosToday(now),
    seatsBooked: stored.seatsBooked,
    storedDepartsOn: stored.departsOn,
  });
}

/**
 * The package's departures that still take bookings: open, leaving after today, not archived, soonest
 * first; none while the package is archived.
 */
export async function listDepartures(packageId: string, now = new Date()): Promise<Departure[]> {
  const shown = await PackageModel.findById(packageId).select({ archivedAt: 1 }).lean();
  if (!shown) throw new NotFound('Package not found.');
  if (shown.archivedAt) return [];
  const departures = await DepartureModel.find({
    packageId: new Types.ObjectId(packageId),
    status: 'open',
    departsOn: trusted({ $gt: lagosToday(now) }),
    ...NOT_ARCHIVED,
  })
    .sort({ departsOn: 1 })
    .lean<Lean[]>();
  return departures.map(toDeparture);
}

type DepartureQuery = z.output<typeof departureListQuerySchema>;

/**
 * Departures, open or closed, past or to come, soonest first: every one, or a package's; archived
 * ones when asked.
 */
export function departuresQuery({ packageId, archived }: DepartureQuery): ListQuery<StoredDeparture> {
  return {
    filter: {
      ...(packageId && { packageId: new Types.ObjectId(packageId) }),
      ...archivedFilter(archived),
    },
    sort: { departsOn: 1, _id: 1 },
  };
}

export function listAllDepartures(query: DepartureQuery): Promise<Departure[] | Page<Departure>> {
  const { filter, sort } = departuresQuery(query);
  return answerList(DepartureModel.find(filter), sort, query, (departures) => departures.map(toDeparture));
}

export async function createDeparture(input: DepartureData): Promise<Departure> {
  const owner = await PackageModel.findById(input.packageId).select({ archivedAt: 1 }).lean();
  if (!owner) throw new NotFound('Package not found.');
  const created = await DepartureModel.create({
    ...input,
    packageId: new Types.ObjectId(input.packageId),
    status: 'open',
    packageArchived: Boolean(owner.archivedAt),
  });
  return toDeparture(created.toObject() as Lean);
}

/**
 * An edit (checked by `departureEditSchema`), in one conditional update: never to fewer seats than
 * are booked, should a booking have come in since the check (409 then).
 */
export async function updateDeparture(id: string, change: DepartureChange): Promise<Departure> {
  const { returnsOn, balanceDueOn: due, documentsDueOn: documentsDue, ...fields } = change;
  const updated = await DepartureModel.findOneAndUpdate(
    { _id: id, seatsBooked: trusted({ $lte: change.seats }) },
    {
      $set: {
        ...fields,
        ...(returnsOn && { returnsOn }),
        ...(due && { balanceDueOn: due }),
        ...(documentsDue && { documentsDueOn: documentsDue }),
      },
      $unset: {
        ...(!returnsOn && { returnsOn: '' }),
        ...(!due && { balanceDueOn: '' }),
        ...(!documentsDue && { documentsDueOn: '' }),
      },
    },
    { returnDocument: 'after', runValidators: true },
  ).lean<Lean>();
  if (updated) return toDeparture(updated);
  const current = await DepartureModel.findById(id).lean<Lean>();
  if (!current) throw new NotFound(DEPARTURE_NOT_FOUND);
  throw new Conflict(BOOKING_MESSAGES.seatsNeeded(current.seatsBooked));
}

/** Removes a departure no one has ever booked (409: archive it instead). */
export async function deleteDeparture(id: string): Promise<void> {
  const deleted = await DepartureModel.deleteOne({ _id: id, everBooked: false });
  if (deleted.deletedCount > 0) return;
  if (await DepartureModel.exists({ _id: id })) {
    throw new Conflict(BOOKING_MESSAGES.bookedDeparture);
  }
  throw new NotFound(DEPARTURE_NOT_FOUND);
}

/** Archives a departure (`archived`: hidden from the public, taking no bookings) or shows it again. */
export async function setDepartureArchived(id: string, archived: boolean): Promise<Departure> {
  return toDeparture(await setArchived(DepartureModel, id, archived, DEPARTURE_NOT_FOUND));
}

/** Of these packages, those with a departure anyone ever booked (as hex ids). */
export async function everBookedAmong(packageIds: Types.ObjectId[]): Promise<Set<string>> {
  const booked = await DepartureModel.distinct('packageId', {
    packageId: trusted({ $in: packageIds }),
    everBooked: true,
  });
  return new Set(booked.map((id: Types.ObjectId) => id.toHexString()));
}

/**
 * Before a package is deleted: its departures go with it while no one ever booked one; otherwise 409
 * (their bookings would lose their trip: the package is archived instead). They take no booking from
 * the moment it is asked (the seat update checks `packageArchived`), so none lands between the check
 * and the delete; refused, they take bookings again as the package's own state says.
 */
export async function deleteDeparturesOfUnbooked(packageId: string): Promise<void> {
  const ofPackage = { packageId: new Types.ObjectId(packageId) };
  // Not an edit of the departures: a refusal leaves them as they were, `updatedAt` included.
  const untimed = { timestamps: false };
  await DepartureModel.updateMany(ofPackage, { $set: { packageArchived: true } }, untimed);
  if (await DepartureModel.exists({ ...ofPackage, everBooked: true })) {
    const owner = await PackageModel.findById(packageId).select({ archivedAt: 1 }).lean();
    const archived = Boolean(owner?.archivedAt);
    await DepartureModel.updateMany(ofPackage, { $set: { packageArchived: archived } }, untimed);
    throw new Conflict(ARCHIVE_MESSAGES.bookedPackage);
  }
  await DepartureModel.deleteMany(ofPackage);
}
