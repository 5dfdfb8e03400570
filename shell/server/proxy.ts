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

export interface ProxyTarget {
  /** Scheme, host and port to send to. */
  origin: URL;
  /** The path (and query) to ask there. */
  path: string;
  /** Adds X-Forwarded-For/-Host/-Proto, for a service that must know the visitor (the BFF). */
  forwarded?: boolean;
  /** Told the status of the service's answer. */
  onAnswer?: (status: number) => void;
}

/** Streams a request to another service and its answer back, so visitors talk to one origin. */
export function proxy(incoming: IncomingMessage, outgoing: ServerResponse, target: ProxyTarget): void {
  const headers = { ...incoming.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  if (target.forwarded) {
    headers['x-forwarded-for'] = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    headers['x-forwarded-host'] = incoming.headers.host ?? '';
    headers['x-forwarded-proto'] = 'encrypted' in incoming.socket ? 'https' : 'http';
  }
  // The service's own host name, not the shell's.
  headers.host = target.origin.host;

  const send = target.origin.protocol === 'https:' ? requestTls : request;
  const upstream = send(
    {
      protocol: target.origin.protocol,
      hostname: target.origin.hostname,
      port: target.origin.port,
      method: incoming.method,
      path: target.path,
      headers,
    },
    (answer) => {
      target.onAnswer?.(answer.statusCode ?? 502);
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
