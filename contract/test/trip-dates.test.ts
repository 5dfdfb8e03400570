import { earliestTodayOnEarth, localToday, TRIP_DATE_MESSAGES, tripDateProblems } from '../src';

describe('trip dates', () => {
  const today = '2026-11-23';

  it('accepts leaving today or later, and coming back the same day or later', () => {
    expect(tripDateProblems({ departure: today }, today)).toEqual({});
    expect(tripDateProblems({ departure: '2026-12-01', returnDate: '2026-12-01' }, today)).toEqual({});
    expect(tripDateProblems({ departure: '2027-01-05', returnDate: '2027-02-01' }, today)).toEqual({});
  });

  it('refuses a departure in the past and a return before the departure, by field', () => {
    expect(tripDateProblems({ departure: '2026-11-22' }, today)).toEqual({
      departure: TRIP_DATE_MESSAGES.departureInPast,
    });
    expect(tripDateProblems({ departure: '2026-12-10', returnDate: '2026-12-09' }, today)).toEqual({
      returnDate: TRIP_DATE_MESSAGES.returnBeforeDeparture,
    });
  });

  it('leaves empty or unfinished dates to the fields’ own checks', () => {
    expect(tripDateProblems({ departure: '', returnDate: '2020-01-01' }, today)).toEqual({});
    expect(tripDateProblems({ departure: '01/12/2020' }, today)).toEqual({});
    expect(tripDateProblems({ departure: '2026-12-10', returnDate: '2026-1-5' }, today)).toEqual({});
  });

  it("reads the visitor's today locally, and the server's as the earliest date anywhere (UTC−12)", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(earliestTodayOnEarth(new Date('2026-11-23T11:59:00Z'))).toBe('2026-11-22');
    expect(earliestTodayOnEarth(new Date('2026-11-23T12:00:00Z'))).toBe('2026-11-23');
  });
});
