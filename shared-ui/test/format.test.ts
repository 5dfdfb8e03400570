import { formatDate, formatNaira, peopleLabel } from '../src/format';

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
