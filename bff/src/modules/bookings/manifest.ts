import { MANIFEST_COLUMNS, SEAT_HOLDING_STATUSES } from '@safa/contract';
import { Types, trusted } from 'mongoose';
import Papa from 'papaparse';
import type { DataCipher } from '../../data-cipher';
import { NotFound } from '../../errors';
import { DepartureModel, type StoredDeparture } from '../departures/departure.model';
import { DEPARTURE_NOT_FOUND } from '../departures/seats';
import { PackageModel } from '../packages/package.model';
import { BookingModel } from './booking.model';
import type { LeanBooking } from './booking-answers';

export interface Manifest {
  filename: string;
  csv: string;
  travellers: number;
}

/** `Hajj 2026 Premium Package` → `hajj-2026-premium-package`. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z\d]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/**
 * The travellers of a departure's bookings that hold seats, for visas and the airline: one row each,
 * passport numbers whole (the file is the operator's, downloaded by them alone), a missing one left
 * empty to be asked for. Every value quoted, and one that starts like a spreadsheet formula defused.
 */
export async function departureManifest(departureId: string, cipher: DataCipher): Promise<Manifest> {
  const departure = await DepartureModel.findById(departureId).lean<
    StoredDeparture & { _id: Types.ObjectId }
  >();
  if (!departure) throw new NotFound(DEPARTURE_NOT_FOUND);
  const [bookings, item] = await Promise.all([
    BookingModel.find({
      departureId: new Types.ObjectId(departureId),
      status: trusted({ $in: SEAT_HOLDING_STATUSES }),
    })
      .sort({ reference: 1 })
      .lean<LeanBooking[]>(),
    PackageModel.findById(departure.packageId).select('title').lean<{ title: string }>(),
  ]);
  const rows = bookings.flatMap((booking) => {
    const { paid, balance } = booking.amounts;
    return booking.travellers.map((traveller) => [
      traveller.fullName,
      traveller.passportNumber ? cipher.decrypt(traveller.passportNumber, booking._id.toHexString()) : '',
      traveller.dateOfBirth ?? '',
      booking.room,
      booking.reference,
      booking.status,
      paid,
      balance,
    ]);
  });
  return {
    filename: `manifest-${departure.departsOn}-${slug(item?.title ?? 'departure')}.csv`,
    csv: Papa.unparse(
      { fields: [...MANIFEST_COLUMNS], data: rows },
      { quotes: true, escapeFormulae: true, newline: '\r\n' },
    ),
    travellers: rows.length,
  };
}
