import type { Server } from 'node:http';
import { type Call, listenOnLoopback, sendFrom } from './support/send-from';
import { setUpTestApp, tearDownTestApp } from './support/test-app';

/** The only trusted proxy here; every other loopback address acts as a client of its own. */
const PROXY = '127.0.0.1';

const enquiry = (index: number) => ({
  name: 'Aisha Bello',
  phone: `+234 803 000 ${String(1000 + index)}`,
  email: `aisha.${index}@example.com`,
  message: 'Is there a family discount for Umrah in March?',
  category: 'umrahmessage',
});

describe('the client address, taken from X-Forwarded-For only when a trusted proxy sent it', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    const context = await setUpTestApp({ env: { TRUSTED_PROXIES: PROXY, PUBLIC_POST_LIMIT: '3' } });
    ({ server, port } = await listenOnLoopback(context.app.callback()));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await tearDownTestApp();
  });

  const statusesOf = async (from: string, calls: Call[]) => {
    const statuses: number[] = [];
    for (const call of calls) statuses.push((await sendFrom(from, port, call)).status);
    return statuses;
  };

  it('does not let a forged X-Forwarded-For on each request lift the public form limit', async () => {
    const forged = Array.from({ length: 14 }, (_, index) => ({
      method: 'POST' as const,
      path: '/api/messages',
      headers: { 'X-Forwarded-For': `198.51.100.${index + 1}` },
      body: enquiry(index),
    }));

    expect(await statusesOf('127.0.0.5', forged)).toEqual([...Array(3).fill(201), ...Array(11).fill(429)]);
  });

  it('does not let a forged X-Forwarded-For on each request lift the per-address login limit', async () => {
    const forged = Array.from({ length: 7 }, (_, index) => ({
      method: 'POST' as const,
      path: '/api/users/login',
      headers: { 'X-Forwarded-For': `198.51.100.${index + 1}` },
      body: { username: `guess-${index}`, password: 'not the password' },
    }));

    expect(await statusesOf('127.0.0.6', forged)).toEqual([...Array(5).fill(401), 429, 429]);
  });

  it('counts each client a trusted proxy names as its own address', async () => {
    const viaProxy = (client: string, index: number) => ({
      method: 'POST' as const,
      path: '/api/messages',
      headers: { 'X-Forwarded-For': client },
      body: enquiry(100 + index),
    });
    const clients = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'];

    expect(await statusesOf(PROXY, clients.map(viaProxy))).toEqual(Array(5).fill(201));
    expect(
      await statusesOf(
        PROXY,
        Array.from({ length: 4 }, (_, index) => viaProxy('203.0.113.9', index)),
      ),
    ).toEqual([201, 201, 201, 429]);
  });

  it('counts a client by what the trusted proxy appended, not by what the client wrote before it', async () => {
    const spoofed = Array.from({ length: 4 }, (_, index) => ({
      method: 'POST' as const,
      path: '/api/messages',
      headers: { 'X-Forwarded-For': `10.0.0.${index}, 192.0.2.77` },
      body: enquiry(200 + index),
    }));

    expect(await statusesOf(PROXY, spoofed)).toEqual([201, 201, 201, 429]);
  });
});
