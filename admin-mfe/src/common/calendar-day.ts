/*
 * Calendar days as the API writes them (YYYY-MM-DD): a departure's dates, a balance's due day. They
 * are counted in UTC, where a day has no clock change ("today" is Lagos's: the contract's lagosToday).
 */

const DAY_MS = 86_400_000;

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
