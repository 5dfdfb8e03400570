import { delay, HttpResponse, http } from 'msw';
import { ApiError, call, NetworkError, onUnauthorized, tokenStore } from '../src';
import { useServer } from './server';

const server = useServer();

/** What a call rejects with (failing the test when it resolves). */
const failureOf = (request: Promise<unknown>) =>
  request.then(
    () => {
      throw new Error('the call should have failed');
    },
    (caught: unknown) => caught,
  );

const unsubscribers: (() => void)[] = [];
afterEach(() => {
  for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
});

/** An unauthorized listener for the length of one test. */
function listenForUnauthorized() {
  const listener = jest.fn();
  unsubscribers.push(onUnauthorized(listener));
  return listener;
}

describe('a refused call', () => {
  it.each([400, 403, 404, 409, 413, 415, 429, 500, 503])(
    "rejects a %d with the server's message and body, and keeps the session (no unauthorized listener)",
    async (status) => {
      const body = { message: `Refused with ${status}`, error: 'Details' };
      server.use(http.get('http://localhost/api/messages', () => HttpResponse.json(body, { status })));
      tokenStore.set('live.token');
      const listener = listenForUnauthorized();

      const error = await failureOf(call('listMessages'));

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ name: 'ApiError', status, message: `Refused with ${status}`, body });
      expect((error as ApiError).isUnauthorized).toBe(false);
      expect(listener).not.toHaveBeenCalled();
    },
  );

  it("carries the server's `error` text as its message when there is no message", async () => {
    const body = { error: 'This email is already subscribed.' };
    server.use(http.post('http://localhost/api/newsletter', () => HttpResponse.json(body, { status: 409 })));

    const error = (await failureOf(call('subscribe', { body: { email: 'ada@example.com' } }))) as ApiError;

    expect(error.message).toBe('This email is already subscribed.');
    expect(error.serverText()).toBe('This email is already subscribed.');
  });

  it("gives the server's `error` text before its message to a dialog, and the message when there is no error", async () => {
    server.use(
      http.post('http://localhost/api/newsletter', () =>
        HttpResponse.json(
          { message: 'Conflict', error: 'This email is already subscribed.' },
          { status: 409 },
        ),
      ),
      http.post('http://localhost/api/users/login', () =>
        HttpResponse.json({ message: 'Invalid username or password.' }, { status: 401 }),
      ),
    );

    const subscribe = (await failureOf(
      call('subscribe', { body: { email: 'ada@example.com' } }),
    )) as ApiError;
    const login = (await failureOf(call('login', { body: { username: 'a', password: 'b' } }))) as ApiError;

    expect(subscribe.message).toBe('Conflict');
    expect(subscribe.serverText()).toBe('This email is already subscribed.');
    expect(login.serverText()).toBe('Invalid username or password.');
  });

  it.each([
    ['a text page', () => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502 })],
    ['no body', () => new HttpResponse(null, { status: 502 })],
    ['JSON null', () => HttpResponse.json(null, { status: 502 })],
    ['a JSON string', () => HttpResponse.json('Bad Gateway', { status: 502 })],
  ])('names the status when the refusal comes with %s', async (_, answer) => {
    server.use(http.get('http://localhost/api/packages', answer));

    const error = (await failureOf(call('listPackages'))) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Request failed with status 502');
    expect(error.body).toBeUndefined();
    expect(error.serverText()).toBeUndefined();
    expect(error.issues).toEqual([]);
  });
});

describe('a 400', () => {
  it('has no field issues when the refusal lists none, or is not the JSON of the BFF', async () => {
    server.use(
      http.post('http://localhost/api/messages', () =>
        HttpResponse.json({ message: 'Invalid request.' }, { status: 400 }),
      ),
      http.post('http://localhost/api/newsletter', () => new HttpResponse('Bad Request', { status: 400 })),
    );

    const withoutIssues = (await failureOf(call('sendMessage', { body: {} as never }))) as ApiError;
    const fromAProxy = (await failureOf(call('subscribe', { body: { email: 'a@b.co' } }))) as ApiError;

    expect(withoutIssues).toMatchObject({ status: 400, message: 'Invalid request.' });
    expect(withoutIssues.issues).toEqual([]);
    expect(fromAProxy).toMatchObject({ status: 400, message: 'Request failed with status 400' });
    expect(fromAProxy.issues).toEqual([]);
  });
});

describe('a 401', () => {
  it('tells every unauthorized listener, with the error, when the call carried the stored token', async () => {
    server.use(
      http.delete('http://localhost/api/newsletter/:id', () =>
        HttpResponse.json({ message: 'Your session has ended.' }, { status: 401 }),
      ),
    );
    tokenStore.set('dead.token');
    const first = listenForUnauthorized();
    const second = listenForUnauthorized();

    const error = await failureOf(call('deleteSubscriber', { id: '65a1f0c2e4b0a1b2c3d4e5f6' }));

    expect(error).toMatchObject({ status: 401, message: 'Your session has ended.', isUnauthorized: true });
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith(error);
    expect(second).toHaveBeenCalledWith(error);
  });

  it('tells no listener when the call carried no token (a wrong password at the login)', async () => {
    server.use(
      http.post('http://localhost/api/users/login', () =>
        HttpResponse.json({ message: 'Invalid username or password.' }, { status: 401 }),
      ),
    );
    const listener = listenForUnauthorized();

    await expect(call('login', { body: { username: 'admin', password: 'wrong' } })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid username or password.',
      needsSecondFactor: false,
    });
    expect(listener).not.toHaveBeenCalled();
  });

  it('says when a login needs the second factor’s code, and a refused token does not', async () => {
    const needed = {
      message: 'Enter the 6-digit code from your authenticator app.',
      secondFactor: 'required',
    };
    server.use(
      http.post('http://localhost/api/users/login', () => HttpResponse.json(needed, { status: 401 })),
    );
    await expect(call('login', { body: { username: 'admin', password: 'right' } })).rejects.toMatchObject({
      status: 401,
      message: needed.message,
      needsSecondFactor: true,
    });
    server.use(http.get('http://localhost/api/messages', () => HttpResponse.json(needed, { status: 403 })));
    await expect(call('listMessages')).rejects.toMatchObject({ status: 403, needsSecondFactor: false });
  });
});

describe('a call that gets no answer', () => {
  // A browser's fetch rejects an aborted call with the page's own DOMException. Here fetch is Node's and
  // DOMException is jsdom's, so the tests abort with a DOMException of the page, as a browser would.
  const aborted = () => new DOMException('The operation was aborted.', 'AbortError');

  it('rejects with the AbortError when its signal aborts, not with a NetworkError', async () => {
    server.use(
      http.get('http://localhost/api/packages', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();

    const pending = failureOf(call('listPackages', { signal: controller.signal }));
    controller.abort(aborted());
    const error = await pending;

    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(NetworkError);
  });

  it('rejects with the AbortError when its signal had aborted before the call', async () => {
    server.use(http.get('http://localhost/api/packages', () => HttpResponse.json([])));

    const error = await failureOf(call('listPackages', { signal: AbortSignal.abort(aborted()) }));

    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('rejects with a NetworkError when its signal times out: the server did not answer in time', async () => {
    server.use(
      http.get('http://localhost/api/packages', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();

    const pending = failureOf(call('listPackages', { signal: controller.signal }));
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    const error = await pending;

    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toMatchObject({ name: 'TimeoutError' });
  });

  it('rejects with a NetworkError saying so when the server cannot be reached', async () => {
    server.use(http.get('http://localhost/api/packages', () => HttpResponse.error()));
    tokenStore.set('live.token');
    const listener = listenForUnauthorized();

    const error = await failureOf(call('listPackages'));

    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({
      name: 'NetworkError',
      message: 'The server could not be reached. Check your connection and try again.',
    });
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
    expect(listener).not.toHaveBeenCalled();
  });
});
