/**
 * The header rows of a departure's exports (CSV, UTF-8 with a byte-order mark, so Excel reads
 * accented names): the manifest has a row per traveller and no money; the money export a row per
 * booking, so a sum over it counts each booking once.
 */

/** `GET /api/departures/:id/manifest`: the travellers holding seats, for visas and the airline. */
export const MANIFEST_COLUMNS = [
  'Name as in passport',
  'Sex',
  'Date of birth',
  'Nationality',
  'Passport number',
  'Passport issued',
  'Passport expires',
  'Traveller',
  'Contact phone',
  'Room type',
  'Room number',
  'Visa status',
  'Visa number',
  'Booking reference',
] as const;

/** `GET /api/departures/:id/money`: one row per booking holding seats. */
export const MONEY_EXPORT_COLUMNS = [
  'Booking reference',
  'Contact',
  'Travellers',
  'Booking status',
  'Price',
  'Paid',
  'Balance',
  'Balance due',
] as const;

/** `GET /api/departures/:id/rooming/export`: a row per traveller, room by room. */
export const ROOMING_COLUMNS = [
  'Room number',
  'Name as in passport',
  'Sex',
  'Traveller',
  'Room type',
  'Booking reference',
] as const;
