const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** How long an enquiry has waited, as the operator reads it: "12 minutes", "5 hours", "3 days". */
export function waitingTime(since: string, now = Date.now()): string {
  const waited = Math.max(0, now - Date.parse(since));
  if (waited < HOUR_MS) return plural(Math.floor(waited / MINUTE_MS), 'minute');
  if (waited < DAY_MS) return plural(Math.floor(waited / HOUR_MS), 'hour');
  return plural(Math.floor(waited / DAY_MS), 'day');
}
