import { HttpResponse } from 'msw';
import { call } from '../src';
import { recordRequests, useServer } from './server';

const server = useServer();

const departureId = '65a1f0c2e4b0a1b2c3d4e5f6';

describe('a call with a query', () => {
  it('sends the query after the path, each value escaped', async () => {
    const sent = recordRequests(server, () => HttpResponse.json([]));

    await call('listBookings', { query: { departureId, status: 'deposit_paid' } });
    await call('getBookingByLink', { query: { token: 'a+b/c=d&e f' } }).catch(() => undefined);

    expect(sent.map(({ url }) => url)).toEqual([
      `http://localhost/api/bookings?departureId=${departureId}&status=deposit_paid`,
      'http://localhost/api/bookings/by-link?token=a%2Bb%2Fc%3Dd%26e+f',
    ]);
  });

  it('leaves out the parameters it is not given, and the question mark when none is left', async () => {
    const sent = recordRequests(server, () => HttpResponse.json([]));

    await call('listBookings', { query: { status: 'held', departureId: undefined } });
    await call('listBookings', { query: {} });
    await call('listBookings');

    expect(sent.map(({ url }) => url)).toEqual([
      'http://localhost/api/bookings?status=held',
      'http://localhost/api/bookings',
      'http://localhost/api/bookings',
    ]);
  });
});
