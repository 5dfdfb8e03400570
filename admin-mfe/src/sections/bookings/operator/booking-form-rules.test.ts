import { BOOKING_MESSAGES } from '@safa/contract';
import { departure } from '../../../../test/fixtures';
import { newTravellerRow, roomMisfit } from './booking-form-rules';

const adults = (count: number) => Array.from({ length: count }, newTravellerRow);

describe('the room chosen for a booking’s travellers', () => {
  it('does when the departure offers it and the travellers fill it, and is not judged before it is chosen', () => {
    expect(roomMisfit(departure(1), 'double', adults(2))).toBeUndefined();
    expect(roomMisfit(departure(1), '', adults(2))).toBeUndefined();
    expect(roomMisfit(undefined, 'double', adults(2))).toBeUndefined();
  });

  it('is refused in the BFF’s words when the departure has no such room or the travellers do not fill it', () => {
    expect(roomMisfit(departure(1), 'single', adults(1))).toBe(BOOKING_MESSAGES.noSuchRoom);
    expect(roomMisfit(departure(1), 'double', adults(3))).toMatch(/^3 travellers with a bed do not fill/);
  });
});
