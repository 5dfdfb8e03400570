/**
 * The booking this tab made last, kept in its session's storage for the way back to its form ("You
 * booked SAFA-… a moment ago"): the private link never leaves the tab.
 */

export interface LastBooking {
  departureId: string;
  reference: string;
  /** Its private page (`/booking?token=…`). */
  path: string;
  /** When it was made (ms since the epoch). */
  at: number;
  /** The one-time key its form was sent with: a form back with it books anew with another. */
  submission: string;
}

const STORAGE_KEY = 'safa.lastBooking';

/** How long "a moment ago" lasts. */
const RECENT_MS = 60 * 60 * 1000;

export function rememberBooking(booking: LastBooking): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(booking));
  } catch {
    // Without storage (a private mode that refuses it), the way back says nothing.
  }
}

/** What was stored, as stored (a string stays the same between reads, as React wants). */
export function storedBooking(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

const isLastBooking = (value: unknown): value is LastBooking =>
  typeof value === 'object' &&
  value !== null &&
  ['departureId', 'reference', 'path', 'submission'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  ) &&
  typeof (value as Record<string, unknown>).at === 'number';

/** The booking `stored` names, if it names one. */
function bookingIn(stored: string | null): LastBooking | undefined {
  try {
    const booking: unknown = JSON.parse(stored ?? 'null');
    return isLastBooking(booking) ? booking : undefined;
  } catch {
    return undefined;
  }
}

/** The booking `stored` names, when it was made on `departureId` within the hour before `now`. */
export function recentBookingOn(
  departureId: string,
  stored: string | null,
  now: number,
): LastBooking | undefined {
  const booking = bookingIn(stored);
  return booking?.departureId === departureId && now - booking.at < RECENT_MS ? booking : undefined;
}

/** True when this tab's last booking was sent with the one-time key `submission`. */
export const bookedWith = (submission: string): boolean =>
  bookingIn(storedBooking())?.submission === submission;
