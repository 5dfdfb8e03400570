const naira = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** ₦1,500,000: the naira sign with thousands separators (spec §9). */
export function formatNaira(amount: number): string {
  return `₦${naira.format(amount)}`;
}

/** 'Person' when the count is 1 or less, otherwise 'People' (spec §2, package carousel). */
export function peopleLabel(count: number): 'Person' | 'People' {
  return count <= 1 ? 'Person' : 'People';
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** A stored ISO date as people read it; empty text for a missing or invalid date. */
export function formatDate(iso: string | undefined, withTime = false): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (withTime ? dateTime : dateOnly).format(date);
}

const calendarDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * A calendar day as the API writes it (YYYY-MM-DD, a departure's date, a date of birth) as people
 * read it, '12 Jun 2026', the same day wherever the browser is; empty text for a missing or invalid one.
 */
export function formatDay(day: string | undefined): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? calendarDay.format(date) : '';
}
