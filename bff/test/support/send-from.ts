import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: object;
}

/** Serves `listener` on 127.0.0.1 (any free port), so tests can connect from other loopback addresses. */
export async function listenOnLoopback(
  listener: http.RequestListener,
): Promise<{ server: Server; port: number }> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/**
 * Sends one call to 127.0.0.1:`port` from the loopback address `from` (Linux routes all of 127.0.0.0/8
 * to the loopback interface), so the server sees a peer of that address.
 */
export function sendFrom(from: string, port: number, call: Call): Promise<Answer> {
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: call.method,
        path: call.path,
        agent: false,
        headers: {
          ...call.headers,
          ...(payload === undefined
            ? {}
            : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
        },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('end', () => {
          const json = (incoming.headers['content-type'] ?? '').includes('json');
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: json && text ? JSON.parse(text) : text,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
