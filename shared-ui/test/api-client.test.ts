import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { ApiError, apiRequest, NetworkError, onUnauthorized, tokenStore } from '../src/api';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

describe('apiRequest', () => {
  it('calls /api on the page origin and answers the parsed JSON', async () => {
    server.use(http.get('http://localhost/api/packages', () => HttpResponse.json([{ id: '1' }])));

    await expect(apiRequest('/packages')).resolves.toEqual([{ id: '1' }]);
  });

  it('sends the stored admin token as a Bearer header on every call', async () => {
    let authorization: string | null = null;
    server.use(
      http.get('http://localhost/api/packages', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json([]);
      }),
    );
    tokenStore.set('abc.def.ghi');

    await apiRequest('/packages');

    expect(authorization).toBe('Bearer abc.def.ghi');
  });

  it('sends no Authorization header without a stored token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get('http://localhost/api/packages', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json([]);
      }),
    );

    await apiRequest('/packages');

    expect(authorization).toBeNull();
  });

  it("rejects with an ApiError carrying the server's message", async () => {
    server.use(
      http.post('http://localhost/api/users/login', () =>
        HttpResponse.json({ message: 'Invalid username or password.' }, { status: 401 }),
      ),
    );

    const failure = apiRequest('/users/login', { method: 'POST', body: { username: 'a', password: 'b' } });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Invalid username or password.' });
  });

  it("exposes the server's `error` text (the newsletter's duplicate answer)", async () => {
    server.use(
      http.post('http://localhost/api/newsletter', () =>
        HttpResponse.json({ error: 'This email is already subscribed.' }, { status: 409 }),
      ),
    );

    const error = await apiRequest('/newsletter', { method: 'POST', body: { email: 'a@b.co' } }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverText()).toBe('This email is already subscribed.');
  });

  it('tells unauthorized listeners about a 401, and stops after unsubscribing', async () => {
    server.use(
      http.get('http://localhost/api/messages', () =>
        HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    );
    const listener = jest.fn();
    const unsubscribe = onUnauthorized(listener);

    await expect(apiRequest('/messages')).rejects.toBeInstanceOf(ApiError);
    unsubscribe();
    await expect(apiRequest('/messages')).rejects.toBeInstanceOf(ApiError);

    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('rejects with a NetworkError when the server cannot be reached', async () => {
    server.use(http.get('http://localhost/api/packages', () => HttpResponse.error()));

    await expect(apiRequest('/packages')).rejects.toBeInstanceOf(NetworkError);
  });
});
