import { HttpResponse, http } from 'msw';
import { ApiError, NetworkError, onUnauthorized, tokenStore, upload } from '../src';
import { useServer } from './server';

const server = useServer();

const uploaded = [
  { id: 'g1', name: 'kaaba.jpg', url: '/api/media/0123456789abcdef01234567', order: 1, type: 'image' },
];

function pictures() {
  const form = new FormData();
  form.append('files', new File(['jpeg bytes'], 'kaaba.jpg', { type: 'image/jpeg' }));
  return form;
}

const unsubscribers: (() => void)[] = [];
afterEach(() => {
  for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
});
function listenForUnauthorized() {
  const listener = jest.fn();
  unsubscribers.push(onUnauthorized(listener));
  return listener;
}

describe('upload', () => {
  it('posts the form to the endpoint with the token, asking for JSON, and resolves with the answer', async () => {
    let sent: Headers | undefined;
    server.use(
      http.post('http://localhost/api/gallery', ({ request }) => {
        sent = request.headers;
        return HttpResponse.json(uploaded, { status: 201 });
      }),
    );
    tokenStore.set('live.token');

    await expect(upload('uploadGallery', pictures(), () => undefined)).resolves.toEqual(uploaded);

    expect(sent?.get('Authorization')).toBe('Bearer live.token');
    expect(sent?.get('Accept')).toBe('application/json');
    // The browser writes the multipart type and its boundary; the client must not say JSON.
    expect(sent?.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('sends no Authorization header without a stored token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.post('http://localhost/api/gallery', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(uploaded, { status: 201 });
      }),
    );

    await upload('uploadGallery', pictures(), () => undefined);

    expect(authorization).toBeNull();
  });

  it('reports its progress as fractions, ending at 1 once answered', async () => {
    server.use(http.post('http://localhost/api/gallery', () => HttpResponse.json(uploaded, { status: 201 })));
    const progress = jest.fn();

    await upload('uploadGallery', pictures(), progress);

    expect(progress).toHaveBeenLastCalledWith(1);
    for (const [fraction] of progress.mock.calls) expect(fraction).toBeLessThanOrEqual(1);
  });

  it("rejects a refusal with the server's message, keeping the session", async () => {
    const body = { message: 'Videos may be at most 100 MB each.' };
    server.use(http.post('http://localhost/api/gallery', () => HttpResponse.json(body, { status: 413 })));
    tokenStore.set('live.token');
    const listener = listenForUnauthorized();

    const error = await upload('uploadGallery', pictures(), () => undefined).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: 'Videos may be at most 100 MB each.', body });
    expect(listener).not.toHaveBeenCalled();
  });

  it('tells the unauthorized listeners of a 401 to the stored token, and no one of a 401 without one', async () => {
    server.use(
      http.post('http://localhost/api/gallery', () =>
        HttpResponse.json({ message: 'Your session has ended.' }, { status: 401 }),
      ),
    );
    const listener = listenForUnauthorized();

    await expect(upload('uploadGallery', pictures(), () => undefined)).rejects.toMatchObject({ status: 401 });
    expect(listener).not.toHaveBeenCalled();

    tokenStore.set('dead.token');
    const error = await upload('uploadGallery', pictures(), () => undefined).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ status: 401, message: 'Your session has ended.' });
    expect(listener).toHaveBeenCalledWith(error);
  });

  it('rejects with a NetworkError when the server cannot be reached', async () => {
    server.use(http.post('http://localhost/api/gallery', () => HttpResponse.error()));

    const error = await upload('uploadGallery', pictures(), () => undefined).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ message: 'The server could not be reached.' });
  });

  it('checks the answer against the contract in tests and development, not in production', async () => {
    const odd = { uploaded: 1 };
    server.use(http.post('http://localhost/api/gallery', () => HttpResponse.json(odd, { status: 201 })));

    await expect(upload('uploadGallery', pictures(), () => undefined)).rejects.toMatchObject({
      name: expect.stringMatching(/ZodError/),
    });

    const mode = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(upload('uploadGallery', pictures(), () => undefined)).resolves.toEqual(odd);
    } finally {
      process.env.NODE_ENV = mode;
    }
  });
});

/** An XMLHttpRequest the test drives by hand: progress events and the answer come when it says. */
class ScriptedRequest {
  static last: ScriptedRequest | undefined;
  readonly upload: {
    onprogress?: (event: Pick<ProgressEvent, 'lengthComputable' | 'loaded' | 'total'>) => void;
  } = {};
  onload?: () => void;
  onerror?: () => void;
  status = 0;
  responseText = '';
  opened: string[] = [];
  headers: Record<string, string> = {};
  body: unknown;
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    ScriptedRequest.last = this;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('upload, step by step', () => {
  const realRequest = window.XMLHttpRequest;
  beforeEach(() => {
    window.XMLHttpRequest = ScriptedRequest as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    window.XMLHttpRequest = realRequest;
  });

  it('hands the form itself to the browser to send, to the endpoint, with the headers', async () => {
    tokenStore.set('live.token');
    const form = pictures();

    const done = upload('uploadGallery', form, () => undefined);
    const request = ScriptedRequest.last as ScriptedRequest;
    request.answer(201, uploaded);
    await done;

    expect(request.opened).toEqual(['POST', 'http://localhost/api/gallery']);
    expect(request.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer live.token' });
    expect(request.body).toBe(form);
  });

  it('puts the query of an endpoint that takes one (a private link’s token) in the address', async () => {
    const form = new FormData();
    form.append('proof', new File(['%PDF-1.7'], 'transfer.pdf', { type: 'application/pdf' }));

    const done = upload('uploadProof', form, () => undefined, { query: { token: 'abc_DEF-123' } });
    const request = ScriptedRequest.last as ScriptedRequest;
    request.answer(500, { message: 'Down for a moment' });
    await done.catch(() => undefined);

    expect(request.opened).toEqual([
      'POST',
      'http://localhost/api/bookings/by-link/proofs?token=abc_DEF-123',
    ]);
  });

  it('puts the id of an endpoint whose path has one in the address, with its query', async () => {
    const form = new FormData();
    form.append('document', new File(['jpeg bytes'], 'passport.jpg', { type: 'image/jpeg' }));
    const traveller = '65a1f0c2e4b0a1b2c3d4e5f7';

    const done = upload('uploadDocument', form, () => undefined, {
      id: '65a1f0c2e4b0a1b2c3d4e5f6',
      query: { traveller, kind: 'vaccination', vaccine: 'Yellow fever', vaccinatedOn: '2026-10-01' },
    });
    const request = ScriptedRequest.last as ScriptedRequest;
    request.answer(500, { message: 'Down for a moment' });
    await done.catch(() => undefined);

    expect(request.opened).toEqual([
      'POST',
      `http://localhost/api/bookings/65a1f0c2e4b0a1b2c3d4e5f6/documents?traveller=${traveller}&kind=vaccination&vaccine=Yellow+fever&vaccinatedOn=2026-10-01`,
    ]);
  });

  it('reports the part sent as it goes, skips events of unknown length, and reports 1 when answered', async () => {
    const progress = jest.fn();
    const done = upload('uploadGallery', pictures(), progress);
    const request = ScriptedRequest.last as ScriptedRequest;

    request.upload.onprogress?.({ lengthComputable: true, loaded: 250, total: 1000 });
    request.upload.onprogress?.({ lengthComputable: false, loaded: 600, total: 0 });
    request.upload.onprogress?.({ lengthComputable: true, loaded: 1000, total: 1000 });
    request.answer(200, uploaded);

    await expect(done).resolves.toEqual(uploaded);
    expect(progress.mock.calls).toEqual([[0.25], [1], [1]]);
  });

  it.each([199, 300, 304])('treats a %d as a refusal, not as the end of the upload', async (status) => {
    const progress = jest.fn();
    const done = upload('uploadGallery', pictures(), progress);
    (ScriptedRequest.last as ScriptedRequest).answer(status, uploaded);

    await expect(done).rejects.toMatchObject({ status, message: `Request failed with status ${status}` });
    expect(progress).not.toHaveBeenCalled();
  });

  it('resolves any 2xx answer', async () => {
    const done = upload('uploadGallery', pictures(), () => undefined);
    (ScriptedRequest.last as ScriptedRequest).answer(299, uploaded);

    await expect(done).resolves.toEqual(uploaded);
  });
});
