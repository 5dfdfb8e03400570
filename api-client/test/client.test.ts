import { HttpResponse, http } from 'msw';
import { ApiError, call, NetworkError, onUnauthorized, tokenStore } from '../src';
import { useServer } from './server';

const server = useServer();

describe('call', () => {
  it("calls the endpoint's path under /api on the page origin and answers the parsed JSON", async () => {
    server.use(
      http.get('http://localhost/api/hajj/getcurrent', () =>
        HttpResponse.json({ price: 5, numberOfPeople: 2 }),
      ),
    );

    await expect(call('getCurrentHajj')).resolves.toEqual({ price: 5, numberOfPeople: 2 });
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

    await call('listPackages');

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

    await call('listPackages');

    expect(authorization).toBeNull();
  });

  it("rejects with an ApiError carrying the server's message", async () => {
    server.use(
      http.post('http://localhost/api/users/login', () =>
        HttpResponse.json({ message: 'Invalid username or password.' }, { status: 401 }),
      ),
    );

    const failure = call('login', { body: { username: 'a', password: 'b' } });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Invalid username or password.' });
  });

  it("exposes the server's `error` text (the newsletter's duplicate answer)", async () => {
    server.use(
      http.post('http://localhost/api/newsletter', () =>
        HttpResponse.json({ error: 'This email is already subscribed.' }, { status: 409 }),
      ),
    );

    const error = await call('subscribe', { body: { email: 'a@b.co' } }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverText()).toBe('This email is already subscribed.');
  });

  it('exposes the problems of a refused body by field, and none for other failures', async () => {
    const issues = [{ path: ['name'], message: 'Name is required.' }];
    server.use(
      http.post('http://localhost/api/messages', () =>
        HttpResponse.json({ message: 'Name is required.', issues }, { status: 400 }),
      ),
      http.get('http://localhost/api/messages', () =>
        HttpResponse.json({ message: 'Down', issues }, { status: 503 }),
      ),
    );
    const failureOf = (request: Promise<unknown>) =>
      request.then(
        () => {
          throw new Error('the call should have failed');
        },
        (caught: unknown) => caught as ApiError,
      );

    expect((await failureOf(call('sendMessage', { body: {} as never }))).issues).toEqual(issues);
    expect((await failureOf(call('listMessages'))).issues).toEqual([]);
  });

  it('tells unauthorized listeners about a 401 answering the stored token, and stops after unsubscribing', async () => {
    server.use(
      http.get('http://localhost/api/messages', () =>
        HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    );
    tokenStore.set('expired.token');
    const listener = jest.fn();
    const unsubscribe = onUnauthorized(listener);

    await expect(call('listMessages')).rejects.toBeInstanceOf(ApiError);
    unsubscribe();
    await expect(call('listMessages')).rejects.toBeInstanceOf(ApiError);

    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps a 401 answering a request without a token (a wrong password) from its listeners', async () => {
    server.use(
      http.post('http://localhost/api/users/login', () =>
        HttpResponse.json({ message: 'Invalid username or password.' }, { status: 401 }),
      ),
    );
    const listener = jest.fn();
    const unsubscribe = onUnauthorized(listener);

    const login = call('login', { body: { username: 'a', password: 'b' } });
    await expect(login).rejects.toMatchObject({ status: 401 });
    unsubscribe();

    expect(listener).not.toHaveBeenCalled();
  });

  it('rejects with a NetworkError when the server cannot be reached', async () => {
    server.use(http.get('http://localhost/api/packages', () => HttpResponse.error()));

    await expect(call('listPackages')).rejects.toBeInstanceOf(NetworkError);
  });
});
