import {
  BOOKING_STATUS_LABELS,
  balanceDueOn,
  MANIFEST_COLUMNS,
  MONEY_EXPORT_COLUMNS,
  ROOM_LABELS,
  SEX_LABELS,
  TRAVELLER_TYPE_LABELS,
  VISA_STATUS_LABELS,
} from '@safa/contract';
import type { DataCipher } from '../../data-cipher';
import { type CsvFile, csvFile } from './csv-file';
import { bookingsOn, departureOf, fileNameOf } from './departure-files';
import { roomNumbersOf } from './rooming';

/**
 * The travellers holding seats, for visas and the airline: one row each, as in the passport (its
 * number whole: the file is the operator's alone), with the contact's phone, the room and the visa.
 * No money: that is the money export's, one row per booking.
 */
export async function manifestOf(id: string, cipher: DataCipher): Promise<CsvFile> {
  const departure = await departureOf(id);
  const [bookings, roomNumberOf] = await Promise.all([bookingsOn(departure), roomNumbersOf([departure._id])]);
  const rows = bookings.flatMap((booking) =>
    booking.travellers.map((traveller) => [
      traveller.fullName,
      traveller.sex ? SEX_LABELS[traveller.sex] : '',
      traveller.dateOfBirth ?? '',
      traveller.nationality ?? '',
      traveller.passportNumber ? cipher.decrypt(traveller.passportNumber, booking._id.toHexString()) : '',
      traveller.passportIssuedOn ?? '',
      traveller.passportExpiresOn ?? '',
      TRAVELLER_TYPE_LABELS[traveller.type],
      booking.contact.phone,
      ROOM_LABELS[booking.room],
      roomNumberOf.get(traveller.id.toHexString()) ?? '',
      VISA_STATUS_LABELS[traveller.visa.status],
      traveller.visa.number ?? '',
      booking.reference,
    ]),
  );
  return csvFile(await fileNameOf(departure, 'manifest'), MANIFEST_COLUMNS, rows);
}

/** The bookings holding seats, one row each: a sum over a column counts each booking once. */
export async function moneyExportOf(id: string): Promise<CsvFile> {
  const departure = await departureOf(id);
  const bookings = await bookingsOn(departure);
  const due = balanceDueOn(departure);
  const rows = bookings.map((booking) => [
    booking.reference,
    booking.contact.name,
    booking.travellers.length,
    BOOKING_STATUS_LABELS[booking.status],
    booking.amounts.total,
    booking.amounts.paid,
    booking.amounts.balance,
    due,
  ]);
  return csvFile(await fileNameOf(departure, 'money'), MONEY_EXPORT_COLUMNS, rows);
}
