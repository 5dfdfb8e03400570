import { request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface Call {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  json?: unknown;
}

/**
 * Sends one call to 127.0.0.1:`port` from the loopback address `from` (Linux routes all of
 * 127.0.0.0/8 to the loopback interface): the server sees a visitor of that address, as no browser
 * fixture can make it.
 */
export function sendFrom(from: string, port: number, call: Call): Promise<Answer> {
  const payload = call.json === undefined ? undefined : JSON.stringify(call.json);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        agent: false,
        method: call.method ?? (payload === undefined ? 'GET' : 'POST'),
        path: call.path,
        headers: {
          ...call.headers,
          ...(payload !== undefined && {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(payload)),
          }),
        },
      },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          body += chunk;
        });
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
