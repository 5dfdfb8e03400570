/**
 * Business rules of the spec (§5, §9) as plain values, with no zod import, so a remote can use a
 * rule without shipping the schemas.
 */

/**
 * §5 Newsletter: non-space text, an at-sign, a domain, a dot and a suffix. Written so that each
 * character can match one way only: the dots split the domain, so matching takes linear time (the
 * obvious `[^\s@]+\.[^\s@]+` backtracks quadratically on a long run of dots).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** A phone number as people type it: digits with optional +, spaces, dashes, dots and brackets. */
export const PHONE_PATTERN = /^\+?[\d\s().-]{7,20}$/;

export const PACKAGE_CATEGORIES = ['hajj', 'umrah', 'vacation'] as const;
export const CONTACT_CATEGORIES = ['Email', 'Phone'] as const;
export const MESSAGE_CATEGORIES = ['contactmessage', 'hajjmessage', 'umrahmessage', 'flightmessage'] as const;
export const MESSAGE_STATUSES = ['Responded', 'Unresponded'] as const;
export const FLIER_CATEGORIES = ['Hajj', 'Umrah'] as const;
export const GALLERY_MEDIA_TYPES = ['image', 'video'] as const;

/** §5 Package save: the checks, in the order the operator sees them. */
export const PACKAGE_MESSAGES = {
  title: 'Title is required.',
  description: 'Description is required.',
  category: 'Category is required.',
  images: 'At least one image is required.',
  inclusions: 'At least one inclusion is required.',
  price: 'Price must be a valid number greater than 0.',
  numberOfPeople: 'Number of people must be a valid number and at least 1.',
} as const;

/** §5/§9 package minimums, as checks the schema and the database both apply. */
export const PACKAGE_RULES = {
  price: (price: number) => Number.isFinite(price) && price > 0,
  numberOfPeople: (people: number) => Number.isInteger(people) && people >= 1,
} as const;

export const LIMITS = {
  nameMax: 120,
  emailMax: 254,
  phoneMax: 32,
  messageMax: 5000,
  placeMax: 120,
  travellersMax: 500,
  titleMax: 200,
  descriptionMax: 10_000,
  inclusionMax: 300,
  imageBytes: 10 * 1024 * 1024,
  videoBytes: 100 * 1024 * 1024,
  galleryFilesPerUpload: 50,
  fliersPerUpload: 20,
  packageImages: 20,
  packageInclusions: 50,
} as const;

/** A base64 `data:` URL as FileReader.readAsDataURL writes it (the declared type is not trusted). */
export const INLINE_DATA_PATTERN = /^data:(?:[\w.+-]+\/[\w.+-]+)?(?:;[\w.+-]+=[\w.+"-]+)*;base64,/i;

/** A file the BFF stores in GridFS, as documents refer to it. */
export const MEDIA_URL_PATTERN = /^\/api\/media\/[a-f\d]{24}$/i;

/** A day as date inputs give it: YYYY-MM-DD, which sorts as the days do. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A flight request's dates, as date inputs give them. */
export interface TripDates {
  departure: string;
  returnDate?: string;
}

export const TRIP_DATE_MESSAGES = {
  departureInPast: 'The departure date cannot be in the past.',
  returnBeforeDeparture: 'The return date cannot be before the departure date.',
} as const;

/** A day as YYYY-MM-DD, in the zone the date's own fields are read in (local or UTC). */
const dayOf = (year: number, monthIndex: number, day: number) =>
  `${year}-${String(monthIndex + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Today where the visitor is: what their date picker calls today. */
export const localToday = (now = new Date()) => dayOf(now.getFullYear(), now.getMonth(), now.getDate());

/**
 * The earliest date it is anywhere on Earth (UTC−12): the server's 'today', so that a visitor in
 * any time zone may still ask to leave on their own today.
 */
export function earliestTodayOnEarth(now = new Date()): string {
  const behind = new Date(now.getTime() - 12 * 60 * 60 * 1000);
  return dayOf(behind.getUTCFullYear(), behind.getUTCMonth(), behind.getUTCDate());
}

const isDay = (value: string | undefined): value is string => DAY_PATTERN.test(value ?? '');

/**
 * What is wrong with a trip's dates, by field: no departure before `today`, no return before the
 * departure. Dates not (yet) well formed are left to the fields' own checks.
 */
export function tripDateProblems(
  { departure, returnDate }: TripDates,
  today: string,
): Partial<Record<keyof TripDates, string>> {
  return {
    ...(isDay(departure) && departure < today ? { departure: TRIP_DATE_MESSAGES.departureInPast } : {}),
    ...(isDay(departure) && isDay(returnDate) && returnDate < departure
      ? { returnDate: TRIP_DATE_MESSAGES.returnBeforeDeparture }
      : {}),
  };
}

/** Storage keys of §9. */
export const STORAGE_KEYS = { adminToken: 'adminToken', packageId: 'packageId' } as const;

/** Admin inactivity logout, §9. */
export const ADMIN_IDLE_TIMEOUT_MS = 30 * 60 * 1000;

export const BOOKING_LIMITS = {
  /** Travellers on one booking (a family, a small group: a larger group calls the agency). */
  travellersMax: 10,
  /** Seats on one departure. */
  seatsMax: 1000,
  passportMax: 20,
} as const;
