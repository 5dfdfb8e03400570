import { age, formatDeployments } from '../../deploy/listing';

const NOW = Date.parse('2025-06-10T12:00:00Z');
const version = (
  id: string,
  minutesAgo: number,
  current = false,
  commit: string | null = '25638f5ca37e',
) => ({
  id,
  remote: 'public_mfe',
  commit,
  uncommittedChanges: false,
  contentHash: 'f'.repeat(64),
  publishedAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
  current,
});

describe('the list of deployments', () => {
  it('shows each version’s id, time and commit, newest first, the current one marked', () => {
    const text = formatDeployments(
      'public_mfe',
      [
        version('25638f5-bbbbbbbb', 5),
        { ...version('25638f5-aaaaaaaa', 3 * 24 * 60, true), uncommittedChanges: true },
        version('nocommit-cccccccc', 90, false, null),
      ],
      'nocommit-cccccccc',
      NOW,
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe('public_mfe: 3 version(s), * is current, rollback returns to nocommit-cccccccc');
    expect(lines[1]).toMatch(/^ {3}VERSION +PUBLISHED +COMMIT$/);
    expect(lines[2]).toMatch(/^ {3}25638f5-bbbbbbbb +\d{4}-\d\d-\d\d \d\d:\d\d \(5 min ago\) +25638f5$/);
    expect(lines[3]).toMatch(
      /^\* +25638f5-aaaaaaaa +.*\(3 days ago\) +25638f5 \(with uncommitted changes\)$/,
    );
    expect(lines[4]).toMatch(/nocommit-cccccccc .*\(1 h ago\) +unknown$/);
  });

  it('says when there is nothing to list', () => {
    expect(formatDeployments('admin_mfe', [], undefined, NOW)).toBe(
      'admin_mfe has no version yet: deploy one.',
    );
  });

  it('tells ages in words', () => {
    expect(
      [0, 59_000, 60_000, 3_600_000, 86_400_000, 2 * 86_400_000].map((ms) => age(NOW - ms, NOW)),
    ).toEqual(['just now', 'just now', '1 min ago', '1 h ago', '1 day ago', '2 days ago']);
  });
});
