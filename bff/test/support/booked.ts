import { type BookingInput, bookingCreatedSchema } from '@safa/contract';
import { BookingModel } from '../../src/modules/bookings/booking.model';
import type { TestContext } from './test-app';

/** A booking made through the API by a visitor at `address`: its answer, its private link's token and its id. */
export async function bookThroughApi(http: TestContext['http'], input: BookingInput, address: string) {
  const response = await http.post('/api/bookings').set('X-Forwarded-For', address).send(input);
  expect(response.status).toBe(201);
  const created = bookingCreatedSchema.parse(response.body);
  const stored = await BookingModel.findOne({ reference: created.reference }).lean();
  return {
    ...created,
    token: new URL(created.manageUrl).searchParams.get('token') ?? '',
    id: String(stored?._id),
  };
}
