import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

const SWEEP_EVERY_MS = 50;

export interface Drainer {
  /**
   * Stops accepting connections and ends every open one without resetting a request: a request in
   * flight (or arriving on a kept-alive connection) is answered with `Connection: close`, and a
   * connection is closed once it has been idle for the server's keep-alive timeout. Whatever is still
   * open after `graceMs` is cut.
   */
  drain(graceMs: number): Promise<void>;
}

export function trackConnections(server: Server): Drainer {
  /** When each open connection last finished a response; absent while it serves one. */
  const idleSince = new Map<Socket, number>();
  const busy = new Set<Socket>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    idleSince.set(socket, Date.now());
    socket.once('close', () => {
      idleSince.delete(socket);
      busy.delete(socket);
    });
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const { socket } = request;
    busy.add(socket);
    if (draining) response.setHeader('Connection', 'close');
    response.once('close', () => {
      busy.delete(socket);
      idleSince.set(socket, Date.now());
    });
  });

  /**
   * Every answer tells the client how long an idle connection is kept (`Keep-Alive: timeout=5`), and
   * clients stop reusing one before then (Node's agent a second before). Closing a connection idle for
   * less races with the request a client may be sending on it, which it would see reset: a client
   * slowed down (a busy machine) leaves its connections idle for hundreds of milliseconds between
   * requests. Under load every connection is soon closed by an answer with `Connection: close`.
   */
  const closeQuietConnections = () => {
    const quietSince = Date.now() - server.keepAliveTimeout;
    for (const [socket, since] of idleSince) {
      if (!busy.has(socket) && since <= quietSince) socket.end();
    }
  };

  return {
    drain(graceMs) {
      draining = true;
      return new Promise<void>((resolve) => {
        closeQuietConnections();
        const sweep = setInterval(closeQuietConnections, SWEEP_EVERY_MS);
        const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
        // net.Server's close, not http.Server's: the latter also closes every connection idle at
        // this instant, racing with requests that clients are sending on them.
        NetServer.prototype.close.call(server, () => {
          clearInterval(sweep);
          clearTimeout(cutOff);
          resolve();
        });
      });
    },
  };
}
