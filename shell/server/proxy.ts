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

const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded'];

export interface ProxyTarget {
  /** Scheme, host and port to send to. */
  origin: URL;
  /** The path (and query) to ask there. */
  path: string;
  /**
   * For a service that must know the visitor (the BFF): who sent the request, as `forwardedFor`
   * says. Without it, the service is told nothing of the visitor.
   */
  forwarded?: ForwardedFor;
  /** Told the status of the service's answer. */
  onAnswer?: (status: number) => void;
}

/** The `X-Forwarded-*` headers the shell sends on; it decides what they say (see `forwardedFor`). */
export type ForwardedFor = (incoming: IncomingMessage) => Record<string, string>;

/**
 * What the shell tells a service of a visitor. The shell is the edge: the socket's peer is the
 * client, and whatever the request says of itself in `X-Forwarded-*` is dropped. Only a peer that is
 * a trusted proxy in front of the shell (a TLS terminator) is believed: its `X-Forwarded-For` is kept
 * and the peer appended, for the BFF to walk (it trusts that proxy too), and its protocol is used.
 */
export function forwardedFor(isTrustedProxy: (address: string | undefined) => boolean): ForwardedFor {
  return (incoming) => {
    const peer = incoming.socket.remoteAddress ?? '';
    const trusted = isTrustedProxy(peer);
    const header = (name: string) => {
      const value = incoming.headers[name];
      return trusted && typeof value === 'string' ? value.trim() : '';
    };
    const encrypted = 'encrypted' in incoming.socket;
    return {
      'x-forwarded-for': [header('x-forwarded-for'), peer].filter(Boolean).join(', '),
      'x-forwarded-proto': encrypted ? 'https' : header('x-forwarded-proto') === 'https' ? 'https' : 'http',
    };
  };
}

/** Streams a request to another service and its answer back, so visitors talk to one origin. */
export function proxy(incoming: IncomingMessage, outgoing: ServerResponse, target: ProxyTarget): void {
  const headers = { ...incoming.headers };
  for (const name of [...HOP_BY_HOP, ...FORWARDED]) delete headers[name];
  if (target.forwarded) Object.assign(headers, target.forwarded(incoming));
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
