import { endpoints, FIND_BOOKING_ANSWER } from '@safa/contract';
import type { Middleware } from 'koa';
import { route } from '../../http/api-router';
import { type AppState, operatorOf } from '../../http/context';
import { isBotSubmission } from '../../http/honeypot';
import type { BookingService } from './booking.service';

export const bookingRoutes = (
  bookings: BookingService,
  {
    perAddress,
    findsPerAddress,
  }: { perAddress: Middleware<AppState>; findsPerAddress: Middleware<AppState> },
) => [
  route(
    endpoints.createBooking,
    ({ body: { website, ...input }, ctx }) =>
      isBotSubmission(ctx, { website })
        ? bookings.pretendToBook(input)
        : bookings.create(input, { address: ctx.ip }),
    { before: [perAddress] },
  ),
  route(endpoints.getBookingByLink, ({ query }) => bookings.byLink(query.token)),
  route(
    endpoints.findBooking,
    ({ body: { website, ...asked }, ctx }) =>
      isBotSubmission(ctx, { website }) ? { message: FIND_BOOKING_ANSWER } : bookings.find(asked),
    { before: [findsPerAddress] },
  ),
  route(endpoints.resendBookingLink, ({ id, ctx }) => bookings.sendLinkAgain(id, operatorOf(ctx))),
  route(endpoints.listBookings, ({ query }) => bookings.list(query)),
  route(endpoints.getBooking, ({ id }) => bookings.get(id)),
  route(endpoints.cancelBooking, ({ id, ctx }) => bookings.cancel(id, operatorOf(ctx))),
  route(endpoints.reinstateBooking, ({ id, ctx }) => bookings.reinstate(id, operatorOf(ctx))),
  route(endpoints.createOperatorBooking, ({ body, ctx }) => bookings.createByOperator(body, operatorOf(ctx))),
  route(endpoints.changeBooking, ({ id, body, ctx }) => bookings.change(id, body, operatorOf(ctx))),
  route(endpoints.moveBooking, ({ id, body, ctx }) => bookings.move(id, body, operatorOf(ctx))),
];
