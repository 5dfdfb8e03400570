import { addDays } from './calendar-day';

describe('calendar days', () => {
  it('count across months, years and leap days', () => {
    expect(addDays('2027-03-01', -30)).toBe('2027-01-30');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-06-12', 0)).toBe('2026-06-12');
  });
});
