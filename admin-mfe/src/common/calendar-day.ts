/*
 * Calendar days as the API writes them (YYYY-MM-DD): a departure's dates, a balance's due day. They
 * are counted in UTC, where a day has no clock change, and "today" is Lagos's, as the BFF counts it.
 */

const DAY_MS = 86_400_000;

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

// en-CA writes dates as YYYY-MM-DD.
const lagosCalendar = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day it is in Lagos at `now`. */
export const lagosToday = (now = new Date()): string => lagosCalendar.format(now);
