import { type IncomingMessage, request, type ServerResponse } from 'node:http';
import { request as requestTls } from 'node:https';

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
];

/** Streams a request to the BFF and its answer back, so visitors use one origin for the site and /api. */
export function proxyToBff(target: URL, incoming: IncomingMessage, outgoing: ServerResponse): void {
  const headers = { ...incoming.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
    .filter(Boolean)
    .join(', ');
  headers['x-forwarded-for'] = forwardedFor;
  headers['x-forwarded-host'] = incoming.headers.host ?? '';
  headers['x-forwarded-proto'] = 'encrypted' in incoming.socket ? 'https' : 'http';

  const send = target.protocol === 'https:' ? requestTls : request;
  const upstream = send(
    {
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: incoming.method,
      path: incoming.url,
      headers,
    },
    (answer) => {
      const answerHeaders = { ...answer.headers };
      for (const name of HOP_BY_HOP) delete answerHeaders[name];
      outgoing.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(outgoing);
    },
  );
  upstream.on('error', () => {
    if (outgoing.headersSent) {
      outgoing.destroy();
      return;
    }
    outgoing.writeHead(502, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    outgoing.end(JSON.stringify({ message: 'Service temporarily unavailable' }));
  });
  incoming.on('aborted', () => upstream.destroy());
  incoming.pipe(upstream);
}
