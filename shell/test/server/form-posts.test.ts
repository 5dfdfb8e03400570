/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PostedForm } from '@safa/remote-types';
import { formPosts } from '../../server/forms/form-posts';
import { forwardedFor } from '../../server/proxy';
import type { PublicRemote, PublicRemoteSource } from '../../server/rendering/public-remote';

interface Received {
  path: string;
  forwardedFor: string | undefined;
  body: unknown;
}

/** A BFF that answers every call with `status` and `body`, recording what it was sent. */
async function fakeBff(status: number, body: unknown) {
  const received: Received[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({
      path: request.url ?? '',
      forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
      body: JSON.parse(Buffer.concat(chunks).toString()),
    });
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, received, url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`) };
}

/** The public remote's form reading: every form with a `form` field is a message. */
const remote = {
  get: async () =>
    ({
      server: {
        readForm: (fields: Record<string, string>) => {
          if (!fields.form) return undefined;
          const request = { method: 'POST', path: '/messages', body: { name: fields.name } };
          // A form that leads to the page its answer names (a booking's private page).
          return fields.landing
            ? { ...request, landing: (answer: { page: string }) => answer.page }
            : request;
        },
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
