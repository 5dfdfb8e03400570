/*
 * The agency's calendar. Lagos keeps West Africa Time all year (UTC+1, no daylight saving); calendar
 * days (YYYY-MM-DD: a departure's dates, a balance's due day) are counted in UTC, where a day has no
 * clock change. The one place the BFF, the remotes and their tests read "today" and count days.
 */

const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The clock in Lagos: a Date whose UTC fields read Lagos time. */
export const lagosClock = (now: Date): Date => new Date(now.getTime() + LAGOS_OFFSET_MS);

/** Today in Lagos (`2026-11-24`): the agency's day, which its payments and deadlines are dated by. */
export const lagosToday = (now = new Date()): string => lagosClock(now).toISOString().slice(0, 10);

/** The day `days` after `day` (YYYY-MM-DD; before it when negative). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` comes first. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The day `months` calendar months after `day` (the month's last day when it has no such day: 31 Aug + 6 is 28 Feb). */
export function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar day as people write it in a message: `2026-11-26` → `26 Nov 2026` (no `Sept`, whatever the ICU). */
export function writtenDay(day: string): string {
  const [year = '', month = '1', date = '1'] = day.split('-');
  return `${Number(date)} ${MONTHS[Number(month) - 1] ?? ''} ${year}`;
}

/** The moment a Lagos day (YYYY-MM-DD) begins: `2026-11-01` → 2026-10-31T23:00:00Z. */
export const lagosDayStart = (day: string): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - LAGOS_OFFSET_MS);
