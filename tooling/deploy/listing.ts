import type { VersionRecord } from './store';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '5 min ago', '3 h ago', '2 days ago'. */
export function age(since: number, now: number): string {
  const elapsed = Math.max(0, now - since);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** '2025-06-01 14:05' in the time zone of the machine reading it. */
function localTime(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

const commitOf = ({ commit, uncommittedChanges }: VersionRecord) =>
  `${commit ? commit.slice(0, 7) : 'unknown'}${uncommittedChanges ? ' (with uncommitted changes)' : ''}`;

/** The versions as a table, newest first, the current one marked with `*`, and where a rollback goes. */
export function formatDeployments(
  remote: string,
  versions: ReadonlyArray<VersionRecord & { current: boolean }>,
  previous: string | undefined,
  now = Date.now(),
): string {
  if (versions.length === 0) return `${remote} has no version yet: deploy one.`;
  const rows = versions.map((version) => {
    const published = new Date(version.publishedAt);
    return [
      version.current ? '*' : ' ',
      version.id,
      `${localTime(published)} (${age(published.getTime(), now)})`,
      commitOf(version),
    ];
  });
  const header = [' ', 'VERSION', 'PUBLISHED', 'COMMIT'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const rollback = previous ? `, rollback returns to ${previous}` : '';
  const title = `${remote}: ${versions.length} version(s), * is current${rollback}`;
  return [title, line(header), ...rows.map(line)].join('\n');
}
