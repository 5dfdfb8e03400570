/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import type { PostedForm } from '@safa/remote-types';
import { formPosts } from '../../server/forms/form-posts';
import { forwardedFor } from '../../server/proxy';
import type { PublicRemote, PublicRemoteSource } from '../../server/rendering/public-remote';

interface Received {
  method?: string;
  path: string;
  forwardedFor: string | undefined;
  /** A JSON body, parsed. */
  body?: unknown;
  /** A multipart body, as the API reads it. */
  form?: FormData;
}

/** A BFF that answers every call with `status` and `body`, recording what it was sent. */
async function fakeBff(status: number, body: unknown) {
  const received: Received[] = [];
  const server = createServer(async (request, response) => {
    const type = request.headers['content-type'] ?? '';
    // A request cut off on its way is none.
    const sent = await buffer(request).catch(() => undefined);
    if (!sent) return;
    received.push({
      ...(request.method !== 'POST' && { method: request.method }),
      path: request.url ?? '',
      forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
      ...(type.startsWith('multipart/')
        ? { form: await new Response(sent, { headers: { 'content-type': type } }).formData() }
        : { body: JSON.parse(sent.toString()) }),
    });
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, received, url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`) };
}

/** The largest proof the fake remote's upload form takes. */
const PROOF_BYTES = 256 * 1024;
const TOO_LARGE = 'A proof can be at most 256 KB.';

/**
 * The public remote's form reading: `proof` sends its file, `card` leads on to the payment page its
 * answer names, any other form with a `form` field is a message. Its private page is /booking.
 */
const remote = {
  get: async () =>
    ({
      server: {
        readForm: (fields: Record<string, string>) => {
          if (fields.form === 'proof') {
            return {
              method: 'POST',
              path: `/bookings/by-link/proofs?token=${fields.token}`,
              upload: { field: 'proof', maxBytes: PROOF_BYTES, tooLarge: TOO_LARGE },
            };
          }
          if (fields.form === 'card') {
            return {
              method: 'POST',
              path: '/bookings/by-link/card-payments',
              body: { token: fields.token },
              away: (answer: { authorizationUrl: string }) => answer.authorizationUrl,
            };
          }
          if (fields.form === 'traveller') {
            return { method: 'PUT', path: `/bookings/by-link/travellers?token=${fields.token}`, body: {} };
          }
          if (!fields.form) return undefined;
          const request = { method: 'POST', path: '/messages', body: { name: fields.name } };
          // A form that leads to the page its answer names (a booking's private page).
          return fields.landing
            ? { ...request, landing: (answer: { page: string }) => answer.page }
            : request;
        },
        isPersonalPage: (address: URL) => address.pathname === '/booking',
      },
    }) as unknown as PublicRemote,
} as unknown as PublicRemoteSource;

/** The shell's part: a server that answers every post with `formPosts`, as if at https://safa.example. */
async function shellWith(bffUrl: URL) {
  const rendered: PostedForm[] = [];
  const answer = formPosts({
    publicRemote: remote,
    bffUrl,
    render: async (_address, posted) => {
      rendered.push(posted);
      return { status: 200, html: `<p>${posted.values.name}</p>`, serverRendered: true, content: [] };
    },
    pageHeaders: { 'content-security-policy': "default-src 'self'" },
    forwarded: forwardedFor(() => false),
    paymentPageOrigin: 'https://checkout.paystack.com',
    log: () => undefined,
  });
  const server = createServer((incoming: IncomingMessage, outgoing) => {
    void answer(incoming, outgoing, new URL(incoming.url ?? '/', 'https://safa.example'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, rendered, url };
}

const post = (url: string, body: string, type = 'application/x-www-form-urlencoded') =>
  fetch(url, { method: 'POST', body, headers: { 'content-type': type }, redirect: 'manual' });

describe('a form posted without the app', () => {
  const servers: Server[] = [];
  afterEach(() =>
    Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve)))),
  );

  it('is sent to the API as the visitor’s, then redirects to the page saying it was sent, at the form', async () => {
    const bff = await fakeBff(201, { id: 'm1' });
    const shell = await shellWith(bff.url);
    servers.push(bff.server, shell.server);

    const response = await post(`${shell.url}/eachpackage?id=42`, 'form=enquiry&name=Ada+Obi&website=');

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/eachpackage?id=42&sent=enquiry#enquiry-form');
    expect(bff.received).toEqual([
      { path: '/api/messages', forwardedFor: '127.0.0.1', body: { name: 'Ada Obi' } },
    ]);
    expect(shell.rendered).toEqual([]);
  });

  it('is sent with the method its endpoint takes: a correction as a PUT', async () => {
    const bff = await fakeBff(200, {});
    const shell = await shellWith(bff.url);
    servers.push(bff.server, shell.server);

    const response = await post(`${shell.url}/booking?token=abc`, 'form=traveller&token=abc');

    expect(response.headers.get('location')).toBe('/booking?token=abc&sent=traveller#traveller-form');
    expect(bff.received).toEqual([
      {
        method: 'PUT',
        path: '/api/bookings/by-link/travellers?token=abc',
        forwardedFor: '127.0.0.1',
        body: {},
      },
    ]);
  });

  it('leads to the page of this site its answer names, never to another site', async () => {
    for (const [page, location] of [
      ['/booking?token=abc&sent=booking', '/booking?token=abc&sent=booking'],
      ['//elsewhere.example/x', '/book?d=1&sent=enquiry#enquiry-form'],
      ['https://elsewhere.example/x', '/book?d=1&sent=enquiry#enquiry-form'],
      ['/\\elsewhere.example/x', '/book?d=1&sent=enquiry#enquiry-form'],
    ]) {
      const bff = await fakeBff(201, { page });
      const shell = await shellWith(bff.url);
      servers.push(bff.server, shell.server);
      const response = await post(`${shell.url}/book?d=1`, 'form=enquiry&landing=yes&name=Ada');
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(location);
    }
  });

  it('renders the page again with what was typed and the API’s answer when it refuses, and keeps it nowhere', async () => {
    const refusal = {
      message: 'Enter a valid email address.',
      issues: [{ path: ['email'], message: 'Enter a valid email address.' }],
    };
    const bff = await fakeBff(400, refusal);
    const shell = await shellWith(bff.url);
    servers.push(bff.server, shell.server);

    const response = await post(
      `${shell.url}/contact`,
      'form=enquiry&name=Ada&email=ada%40example&website=spam',
    );

    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(await response.text()).toBe('<p>Ada</p>');
    expect(shell.rendered).toEqual([
      {
        form: 'enquiry',
        values: { name: 'Ada', email: 'ada@example' },
        answer: { status: 400, body: refusal },
      },
    ]);
  });

  it('says the service is unavailable when the API cannot be reached', async () => {
    const shell = await shellWith(new URL('http://127.0.0.1:9'));
    servers.push(shell.server);
    const response = await post(`${shell.url}/contact`, 'form=enquiry&name=Ada');
    expect(response.status).toBe(503);
    expect(shell.rendered[0]?.answer).toEqual({
      status: 503,
      body: { message: 'Service temporarily unavailable' },
    });
  });

  it('sends nothing for a body that is no form of the site, too large, or of another type', async () => {
    const bff = await fakeBff(201, {});
    const shell = await shellWith(bff.url);
    servers.push(bff.server, shell.server);

    const unknown = await post(`${shell.url}/contact`, 'name=Ada');
    expect([unknown.status, unknown.headers.get('location')]).toEqual([303, '/contact']);
    expect((await post(`${shell.url}/contact`, `form=enquiry&message=${'a'.repeat(70_000)}`)).status).toBe(
      413,
    );
    expect((await post(`${shell.url}/contact`, '{"form":"enquiry"}', 'application/json')).status).toBe(415);
    expect(bff.received).toEqual([]);
  });
});

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

/** A proof form as a browser posts it: its name and token first, then the file. */
function proofForm(file: File, field = 'proof') {
  const form = new FormData();
  form.append('form', 'proof');
  form.append('token', TOKEN);
  form.append(field, file);
  return form;
}

const bytes = (size: number) =>
  new Uint8Array(Array.from({ length: size }, (_, index) => (index * 7919) % 256));

/** A multipart body sent as a stream, without a Content-Length (chunked): its size said by nothing. */
function streamedProofForm(size: number) {
  const boundary = 'streamed-boundary';
  const head = [
    `--${boundary}\r\nContent-Disposition: form-data; name="form"\r\n\r\nproof`,
    `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${TOKEN}`,
    `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  ].join('\r\n');
  const parts = [
    new TextEncoder().encode(head),
    bytes(size),
    new TextEncoder().encode(`\r\n--${boundary}--\r\n`),
  ];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = parts.shift();
      if (part) controller.enqueue(part);
      else controller.close();
    },
  });
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

describe('a form with a file posted without the app', () => {
  const servers: Server[] = [];
  afterEach(() =>
    Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve)))),
  );

  const postForm = (url: string, body: FormData) => fetch(url, { method: 'POST', body, redirect: 'manual' });

  it('streams the file to the API whole and alone, with the token as its query and as the visitor’s, then back to the page saying it was received', async () => {
    const bff = await fakeBff(201, { reference: 'SAFA-7K3Q9' });
    const shell = await shellWith(bff.url);
    servers.push(bff.server, shell.server);
    const picture = bytes(200 * 1024);

    const response = await postForm(
      `${shell.url}/booking?token=${TOKEN}`,
      proofForm(new File([picture], 'transfer "1".png', { type: 'image/png' })),
    );

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/booking?token=${TOKEN}&sent=proof#proof-form`);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(bff.received).toHaveLength(1);
    const [{ path, forwardedFor: visitor, form } = { path: '', forwardedFor: '' }] = bff.received;
    expect([path, visitor]).toEqual([`/api/bookings/by-link/proofs?token=${TOKEN}`, '127.0.0.1']);
    expect([...(form?.keys() ?? [])]).toEqual(['proof']);
    const file = form?.get('proof') as File;
    expect([file.name, file.type]).toEqual(['transfer "1".png', 'image/png']);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(picture);
    expect(shell.rendered).toEqual([]);
  });

  it('refuses a file larger than the form takes without reaching the API, and renders the page again saying so', async () => {
    const bff = await fakeBff(201, {});
    const shell = await shellWith(bff.url);
    servers.push(bff.server, shell.server);

    const response = await postForm(
      `${shell.url}/booking?token=${TOKEN}`,
      proofForm(new File([bytes(PROOF_BYTES + 80 * 1024)], 'huge.pdf', { type: 'application/pdf' })),
    );

    expect(response.status).toBe(413);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(bff.received).toEqual([]);
    expect(shell.rendered).toEqual([
      { form: 'proof', values: { token: TOKEN }, answer: { status: 413, body: { message: TOO_LARGE } } },
    ]);
  });

  it('cuts off a file that turns out larger than its post said (no length given), and says it is too large', async () => {
    const bff = await fakeBff(201, {});
    const shell = await shellWith(bff.url);
    servers.push(bff.server, shell.server);
    const { body, type } = streamedProofForm(PROOF_BYTES + 1);

    const response = await fetch(`${shell.url}/booking?token=${TOKEN}`, {
      method: 'POST',
      body,
      headers: { 'content-type': type },
      duplex: 'half',
      redirect: 'manual',
    } as RequestInit & { duplex: 'half' });

    expect(response.status).toBe(413);
    expect(shell.rendered[0]?.answer).toEqual({ status: 413, body: { message: TOO_LARGE } });
    expect(bff.received.filter((request) => request.form?.get('proof'))).toEqual([]);
  });

  it('renders the page again with the API’s words when it refuses the file', async () => {
    const refusal = { message: 'A proof must be a picture (JPEG, PNG, WebP) or a PDF.' };
    const bff = await fakeBff(415, refusal);
    const shell = await shellWith(bff.url);
    servers.push(bff.server, shell.server);

    const response = await postForm(
      `${shell.url}/booking?token=${TOKEN}`,
      proofForm(new File(['GIF89a'], 'transfer.gif', { type: 'image/gif' })),
    );

    expect(response.status).toBe(415);
    expect(shell.rendered[0]?.answer).toEqual({ status: 415, body: refusal });
  });

  it('sends nothing of a file no form of the site takes: in another field, or a form of fields', async () => {
    const bff = await fakeBff(201, {});
    const shell = await shellWith(bff.url);
    servers.push(bff.server, shell.server);
    const file = new File(['%PDF-1.7'], 'transfer.pdf', { type: 'application/pdf' });

    const elsewhere = await postForm(`${shell.url}/booking?token=${TOKEN}`, proofForm(file, 'attachment'));
    const message = new FormData();
    message.append('form', 'enquiry');
    message.append('name', 'Ada');
    message.append('proof', file);
    const unexpected = await postForm(`${shell.url}/contact`, message);
    const withoutFile = await post(`${shell.url}/booking?token=${TOKEN}`, `form=proof&token=${TOKEN}`);

    expect([elsewhere.status, elsewhere.headers.get('location')]).toEqual([303, `/booking?token=${TOKEN}`]);
    expect([unexpected.status, unexpected.headers.get('location')]).toEqual([303, '/contact']);
    expect([withoutFile.status, withoutFile.headers.get('location')]).toEqual([
      303,
      `/booking?token=${TOKEN}`,
    ]);
    expect(bff.received).toEqual([]);
  });

  it('refuses a multipart body it cannot read', async () => {
    const shell = await shellWith(new URL('http://127.0.0.1:9'));
    servers.push(shell.server);
    const response = await post(`${shell.url}/booking?token=${TOKEN}`, 'form=proof', 'multipart/form-data');
    expect(response.status).toBe(400);
  });
});

describe('a card payment started without the app', () => {
  const servers: Server[] = [];
  afterEach(() =>
    Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve)))),
  );

  it('goes on to the payment page the API’s answer names, sending no referrer', async () => {
    const paystack = 'https://checkout.paystack.com/0peioxfhpn1x6ss';
    const bff = await fakeBff(200, { authorizationUrl: paystack });
    const shell = await shellWith(bff.url);
    servers.push(bff.server, shell.server);

    const response = await post(
      `${shell.url}/booking?token=${TOKEN}`,
      `form=card&token=${TOKEN}&authorizationUrl=${encodeURIComponent('https://elsewhere.example/')}`,
    );

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(paystack);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(bff.received).toEqual([
      { path: '/api/bookings/by-link/card-payments', forwardedFor: '127.0.0.1', body: { token: TOKEN } },
    ]);
  });

  it.each([
    ['another site', 'https://elsewhere.example/pay'],
    ['the payment site over plain HTTP', 'http://checkout.paystack.com/x'],
    ['a script', 'javascript:alert(1)'],
    ['a path of its own', '/booking?token=x'],
  ])('never leads to %s, whatever the answer says', async (_what, authorizationUrl) => {
    const bff = await fakeBff(200, { authorizationUrl });
    const shell = await shellWith(bff.url);
    servers.push(bff.server, shell.server);

    const response = await post(`${shell.url}/booking?token=${TOKEN}`, `form=card&token=${TOKEN}`);

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/booking?token=${TOKEN}&sent=card#card-form`);
  });

  it('renders the page again with the API’s words when it cannot start', async () => {
    const refusal = { message: 'Nothing is due on this booking.' };
    const bff = await fakeBff(409, refusal);
    const shell = await shellWith(bff.url);
    servers.push(bff.server, shell.server);

    const response = await post(`${shell.url}/booking?token=${TOKEN}`, `form=card&token=${TOKEN}`);

    expect(response.status).toBe(409);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(shell.rendered).toEqual([
      { form: 'card', values: { token: TOKEN }, answer: { status: 409, body: refusal } },
    ]);
  });
});
