import { type EndpointName, routes } from '@safa/contract';
import { HttpResponse } from 'msw';
import { ApiError, call, tokenStore } from '../src';
import { recordRequests, useServer } from './server';

const server = useServer();

/** `call` for any endpoint name, as a loop over all of them needs it (an id where the path has none is unused). */
const callAny = call as (name: EndpointName, input: { id: string }) => Promise<unknown>;

const id = '65a1f0c2e4b0a1b2c3d4e5f6';

describe('what call sends', () => {
  it("sends each endpoint's method to its path under /api on the page's origin", async () => {
    const sent = recordRequests(server);
    const names = Object.keys(routes) as EndpointName[];

    for (const name of names) {
      await expect(callAny(name, { id: 'x/y z?#' })).rejects.toBeInstanceOf(ApiError);
    }

    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual(
      names.map(
        (name) =>
          `${routes[name].method} http://localhost/api${routes[name].path.replace(':id', 'x%2Fy%20z%3F%23')}`,
      ),
    );
  });

  it('puts the id, escaped, where the path takes it', async () => {
    const sent = recordRequests(server, () => HttpResponse.json({ id, message: 'Removed' }));

    await call('deleteFlier', { id });
    await call('markMessageResponded', { id: '../users/login' }).catch(() => undefined);

    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `DELETE http://localhost/api/hajj/deleteimage/${id}`,
      'PATCH http://localhost/api/messages/..%2Fusers%2Flogin/respond',
    ]);
  });

  it('sends the body as its JSON, exactly, with Content-Type application/json', async () => {
    const sent = recordRequests(server);
    const enquiry = {
      name: 'Adébáyọ̀ "Ade" Okafor',
      phone: '+234 803 000 1111',
      email: 'ade@example.com',
      message: 'Two seats,\nplease.',
      category: 'flightmessage' as const,
      trip: { from: 'Lagos', to: 'Jeddah', departure: '2999-03-01', travellers: 2 },
    };

    await call('login', { body: { username: 'admin', password: 'pa ss' } }).catch(() => undefined);
    await call('sendMessage', { body: enquiry }).catch(() => undefined);

    expect(sent.map(({ body }) => body)).toEqual([
      '{"username":"admin","password":"pa ss"}',
      JSON.stringify(enquiry),
    ]);
    expect(JSON.parse(sent[1]?.body ?? '')).toEqual(enquiry);
    for (const request of sent) expect(request.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no body and no Content-Type when the call has none', async () => {
    const sent = recordRequests(server);

    await call('logout').catch(() => undefined);
    await call('markMessageResponded', { id }).catch(() => undefined);
    await call('listPackages').catch(() => undefined);

    expect(sent.map(({ method, body }) => [method, body])).toEqual([
      ['POST', ''],
      ['PATCH', ''],
      ['GET', ''],
    ]);
    for (const request of sent) expect(request.headers.get('Content-Type')).toBeNull();
  });

  it('asks for JSON on every call', async () => {
    const sent = recordRequests(server);

    await call('listContacts').catch(() => undefined);
    await call('subscribe', { body: { email: 'ada@example.com' } }).catch(() => undefined);

    expect(sent.map(({ headers }) => headers.get('Accept'))).toEqual([
      'application/json',
      'application/json',
    ]);
  });

  it('sends the stored token with a body too (§6: on every call)', async () => {
    const sent = recordRequests(server);
    tokenStore.set('tok.en');

    await call('addContact', { body: { title: '0803 123 4567', category: 'Phone' } }).catch(() => undefined);

    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok.en');
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends the caller’s own headers besides its own, which they cannot replace', async () => {
    const sent = recordRequests(server);
    tokenStore.set('tok.en');

    await call('verifyCardPayment', {
      body: { token: 'abcdefghijklmnopqrstuvwxyz012345', reference: 'SAFA-7K3Q9-1' },
      headers: { 'X-Forwarded-For': '203.0.113.9', Accept: 'text/html', Authorization: 'Bearer other' },
    }).catch(() => undefined);

    expect(sent[0]?.headers.get('X-Forwarded-For')).toBe('203.0.113.9');
    expect(sent[0]?.headers.get('Accept')).toBe('application/json');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok.en');
  });

  it('calls without a token when the browser refuses access to its storage', async () => {
    const sent = recordRequests(server);
    window.localStorage.setItem('adminToken', 'tok.en');
    const refused = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });

    try {
      await call('listPackages').catch(() => undefined);
    } finally {
      refused.mockRestore();
    }

    expect(sent[0]?.headers.get('Authorization')).toBeNull();
  });
});
