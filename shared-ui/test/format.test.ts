import { formatDate, formatDay, formatNaira, peopleLabel } from '../src/format';

describe('formatNaira', () => {
  it.each([
    [1_500_000, '₦1,500,000'],
    [0, '₦0'],
    [999, '₦999'],
    [2_750_000.4, '₦2,750,000'],
  ])('shows %d as %s', (amount, expected) => {
    expect(formatNaira(amount)).toBe(expected);
  });
});

describe('peopleLabel', () => {
  it.each([
    [0, 'Person'],
    [1, 'Person'],
    [2, 'People'],
    [10, 'People'],
  ])('labels %d as %s', (count, expected) => {
    expect(peopleLabel(count)).toBe(expected);
  });
});

describe('formatDate', () => {
  it('is empty for a missing or invalid date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows the day, and the time when asked', () => {
    expect(formatDate('2025-03-04T10:30:00Z')).toMatch(/4 Mar 2025/);
    expect(formatDate('2025-03-04T10:30:00Z', true)).toMatch(/4 Mar 2025.*\d{2}:\d{2}/);
  });
});

describe('formatDay', () => {
  it('shows a calendar day (YYYY-MM-DD) as people read it; empty for a missing or invalid one', () => {
    expect(formatDay('2026-06-12')).toBe('12 Jun 2026');
    expect(formatDay(undefined)).toBe('');
    expect(formatDay('2026-02-30')).toBe('');
    expect(formatDay('2026-13-01')).toBe('');
    expect(formatDay('12/06/2026')).toBe('');
  });

  it('shows the same day in every time zone (the tests run west of Greenwich, see jest.config.js)', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
    expect(formatDay('2026-06-12')).toBe('12 Jun 2026');
  });
});
