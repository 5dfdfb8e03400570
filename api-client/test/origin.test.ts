import { HttpResponse } from 'msw';
import { call, callAt } from '../src';
import { recordRequests, useServer } from './server';

const server = useServer();

describe('callAt', () => {
  it("sends each call to /api on its own origin, whether or not it ends in a slash, and `call` still to the page's", async () => {
    const sent = recordRequests(server, () => HttpResponse.json([]));

    await Promise.all([
      callAt('http://bff.internal:4000/')('listPackages'),
      callAt('http://bff.internal:4001')('getPackage', { id: 'p/1' }).catch(() => undefined),
      call('listPackages'),
    ]);

    expect(sent.map(({ url }) => url).sort()).toEqual([
      'http://bff.internal:4000/api/packages',
      'http://bff.internal:4001/api/packages/p%2F1',
      `${window.location.origin}/api/packages`,
    ]);
  });
});
