import { MINIMUM_AGE_MS, versionsToPrune } from '../../deploy/retention';

const NOW = Date.parse('2025-06-10T12:00:00Z');
const published = (id: string, ageMs: number) => ({ id, publishedAt: new Date(NOW - ageMs).toISOString() });
const DAYS = MINIMUM_AGE_MS;

describe('which versions an old page may no longer need', () => {
  it('keeps the newest versions and lets older ones go', () => {
    const versions = [
      published('v1', 5 * DAYS),
      published('v2', 4 * DAYS),
      published('v3', 3 * DAYS),
      published('v4', 2 * DAYS),
    ];
    expect(versionsToPrune(versions, 'v4', { keepVersions: 2, now: NOW }).sort()).toEqual(['v1', 'v2']);
  });

  it('keeps every version younger than a day, however many', () => {
    const versions = [
      published('old', 2 * DAYS),
      ...[1, 2, 3, 4].map((n) => published(`today${n}`, n * 60_000)),
    ];
    expect(versionsToPrune(versions, 'today1', { keepVersions: 1, now: NOW })).toEqual(['old']);
    expect(versionsToPrune([published('edge', DAYS - 1)], undefined, { keepVersions: 0, now: NOW })).toEqual(
      [],
    );
  });

  it('keeps the current version even when it is old and others are newer (after a rollback)', () => {
    const versions = [published('v1', 9 * DAYS), published('v2', 3 * DAYS), published('v3', 2 * DAYS)];
    expect(versionsToPrune(versions, 'v1', { keepVersions: 1, now: NOW })).toEqual(['v2']);
  });
});
