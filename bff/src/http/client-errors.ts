import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '../logger';

/** The status Node itself answers to each refusal of its HTTP parser; 400 for the others. */
const STATUS_LINES: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/**
 * Answers what Node's HTTP parser refuses (a bad header line, data after `Connection: close`, a body
 * cut short) as Node would, 400, and logs it as one line. Left to Node, the error reaches Koa's
 * `error` event with `rawPacket`: the request's bytes, its `Authorization` header and body included.
 */
export function answerClientErrors(server: Server, logger: Logger): void {
  /** The response each connection is sending, while it sends one. */
  const answering = new WeakMap<Socket, ServerResponse>();
  server.on('request', (request, response: ServerResponse) => {
    answering.set(request.socket, response);
    response.once('finish', () => {
      if (answering.get(request.socket) === response) answering.delete(request.socket);
    });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // A client that went away (a closed tab, a lost signal) is no news, and cannot be answered.
    const gone = error.code === 'ECONNRESET';
    if (!gone) {
      logger.warn({ code: error.code, problem: error.message, ip: socket.remoteAddress }, 'client error');
    }
    // An answer already on its way must not be cut into.
    if (!gone && socket.writable && !answering.get(socket)?.headersSent) {
      const status = STATUS_LINES[error.code ?? ''] ?? '400 Bad Request';
      socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    }
    socket.destroy();
  });
}
