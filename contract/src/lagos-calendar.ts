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
