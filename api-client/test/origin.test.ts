import { HttpResponse } from 'msw';
import { call, setApiOrigin } from '../src';
import { recordRequests, useServer } from './server';

const server = useServer();

describe('setApiOrigin', () => {
  it("sends every later call to /api at that origin instead of the page's, whether or not it ends in a slash", async () => {
    const sent = recordRequests(server, () => HttpResponse.json([]));

    setApiOrigin('http://bff.internal:4000/');
    await call('listPackages');
    setApiOrigin('http://bff.internal:4001');
    await call('getPackage', { id: 'p/1' }).catch(() => undefined);

    expect(sent.map(({ url }) => url)).toEqual([
      'http://bff.internal:4000/api/packages',
      'http://bff.internal:4001/api/packages/p%2F1',
    ]);
  });
});
