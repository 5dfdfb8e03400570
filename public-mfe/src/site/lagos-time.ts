const lagosTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/** A moment as the agency's customers read it, in Lagos time wherever the browser is: '14 Jun 2026, 15:30'. */
export function formatLagosTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : lagosTime.format(date);
}
