import { waitingTime } from './waiting-time';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('how long an enquiry has waited', () => {
  it.each([
    [30_000, '0 minutes'],
    [60_000, '1 minute'],
    [59 * 60_000, '59 minutes'],
    [60 * 60_000, '1 hour'],
    [23 * 3_600_000, '23 hours'],
    [24 * 3_600_000, '1 day'],
    [3 * 86_400_000 + 5_000, '3 days'],
  ])('%i ms reads "%s"', (waited, words) => {
    expect(waitingTime(ago(waited), NOW)).toBe(words);
  });
});
