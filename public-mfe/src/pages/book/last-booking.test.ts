import { recentBookingOn } from './last-booking';

const MADE_AT = Date.parse('2026-06-14T10:00:00Z');
const stored = JSON.stringify({
  departureId: 'd1',
  reference: 'SAFA-7K3Q9',
  path: '/booking?token=t',
  at: MADE_AT,
  submission: '3f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
});

describe('the booking this tab made last', () => {
  it('is told on its departure’s form within the hour, on no other, and not from what is no booking', () => {
    expect(recentBookingOn('d1', stored, MADE_AT + 59 * 60_000)?.reference).toBe('SAFA-7K3Q9');
    expect(recentBookingOn('d1', stored, MADE_AT + 60 * 60_000)).toBeUndefined();
    expect(recentBookingOn('d2', stored, MADE_AT)).toBeUndefined();
    expect(recentBookingOn('d1', null, MADE_AT)).toBeUndefined();
    expect(recentBookingOn('d1', '{"departureId":"d1"}', MADE_AT)).toBeUndefined();
    expect(recentBookingOn('d1', 'not json', MADE_AT)).toBeUndefined();
  });
});
