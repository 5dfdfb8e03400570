import net, { type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones, as if MongoDB went away. */
  cut(): void;
  /** Keeps every connection open but lets no byte through, as a lost network does. */
  blackHole(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy in front of `target` that a test can cut and restore. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'open' | 'cut' | 'black-hole' = 'open';
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    if (mode === 'black-hole') return;
    const upstream = net.connect(target);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  const cut = () => {
    mode = 'cut';
    for (const socket of sockets) socket.destroy();
  };
  return {
    port: address.port,
    cut,
    blackHole() {
      mode = 'black-hole';
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    restore() {
      // Connections held in a black hole would stay stuck: drop them so the client opens new ones.
      if (mode === 'black-hole') for (const socket of sockets) socket.destroy();
      mode = 'open';
    },
    close() {
      cut();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
