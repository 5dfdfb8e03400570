import {
  addDays,
  addMonths,
  daysBetween,
  lagosClock,
  lagosDayStart,
  lagosToday,
  writtenDay,
} from '../src/lagos-calendar';

describe('the Lagos calendar', () => {
  it('reads the time in Lagos, an hour ahead of UTC all year', () => {
    expect(lagosClock(new Date('2026-07-01T10:15:00Z')).toISOString()).toBe('2026-07-01T11:15:00.000Z');
    expect(lagosClock(new Date('2026-12-01T10:15:00Z')).toISOString()).toBe('2026-12-01T11:15:00.000Z');
  });

  it("starts the agency's day at midnight in Lagos, 23:00 UTC", () => {
    expect(lagosToday(new Date('2026-11-23T22:59:59Z'))).toBe('2026-11-23');
    expect(lagosToday(new Date('2026-11-23T23:00:00Z'))).toBe('2026-11-24');
    expect(lagosToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('begins a Lagos day at 23:00 UTC the day before, the moment lagosToday turns to it', () => {
    const start = lagosDayStart('2027-01-01');
    expect(start.toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(lagosToday(start)).toBe('2027-01-01');
    expect(lagosToday(new Date(start.getTime() - 1))).toBe('2026-12-31');
  });

  it('counts days forward and back, across months and leap days', () => {
    expect(addDays('2026-11-24', 7)).toBe('2026-12-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-24', 0)).toBe('2026-11-24');
  });

  it('tells the whole days between two days, negative when the second comes first', () => {
    expect(daysBetween('2026-11-24', '2026-12-01')).toBe(7);
    expect(daysBetween('2026-12-01', '2026-11-24')).toBe(-7);
    expect(daysBetween('2026-11-24', '2026-11-24')).toBe(0);
    expect(daysBetween('2026-02-28', '2027-02-28')).toBe(365);
  });

  it('counts calendar months, to the month’s last day when it has no such day', () => {
    expect(addMonths('2027-06-10', 6)).toBe('2027-12-10');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2024-06-09', 36)).toBe('2027-06-09');
  });

  it('writes a day as people write it in a message', () => {
    expect(writtenDay('2026-11-26')).toBe('26 Nov 2026');
    expect(writtenDay('2027-09-01')).toBe('1 Sep 2027');
  });
});
