import { departureRecordSchema } from '@safa/contract';
import { model } from 'mongoose';
import { z } from 'zod';
import { objectId, schemaFromZod } from '../../db/schema-from-zod';

/**
 * A departure as stored: the contract's record, the package it belongs to, and its seats booked with
 * the bookings holding them. The count and the list change together, in one atomic update, so a
 * booking's seats are taken and given back exactly once (see seats.ts).
 */
export const storedDepartureSchema = departureRecordSchema.extend({
  packageId: objectId(),
  seatsBooked: z.int().min(0).default(0),
  holds: z.array(z.object({ bookingId: objectId(), seats: z.int().min(1), at: z.date() })).default([]),
  /** Set by the first booking: a departure anyone has booked is closed, never deleted. */
  everBooked: z.boolean().default(false),
  /** Set while archived: hidden from the public and taking no bookings, kept for the records. */
  archivedAt: z.date().optional(),
  /**
   * Set while its package is archived: the departure is hidden with it and takes no bookings, which
   * the seat update checks on the departure itself (one conditional update, no read of the package).
   */
  packageArchived: z.boolean().default(false),
});
export type StoredDeparture = z.infer<typeof storedDepartureSchema> & { createdAt: Date; updatedAt: Date };

const departureSchema = schemaFromZod<StoredDeparture>(storedDepartureSchema, { timestamps: true });
// Soonest first (`_id` breaks ties, so pages never overlap): every departure, or a package's.
departureSchema.index({ departsOn: 1, _id: 1 });
departureSchema.index({ packageId: 1, departsOn: 1, _id: 1 });
// The same without the archived ones, the operator's default.
departureSchema.index({ archivedAt: 1, departsOn: 1, _id: 1 });
departureSchema.index({ packageId: 1, archivedAt: 1, departsOn: 1, _id: 1 });
departureSchema.index({ 'holds.0': 1 });

export const DepartureModel = model<StoredDeparture>('Departure', departureSchema, 'departures');
