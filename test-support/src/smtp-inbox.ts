import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on this machine that keeps what it receives, and can go down and come back. */
export interface SmtpInbox {
  url: string;
  mails: ParsedMail[];
  /** Closes the server: connections are refused until `start`. */
  stop(): Promise<void>;
  /** Listens again, on the same port (nothing when it is listening). */
  start(): Promise<void>;
}

export interface SmtpInboxOptions {
  /** The port to listen on; by default a free one. */
  port?: number;
  /** Given each message as it came (RFC 5322), before it is kept: to keep it where other processes read it. */
  onMessage?: (message: Buffer) => Promise<void>;
}

function createServer(mails: ParsedMail[], onMessage: SmtpInboxOptions['onMessage']): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      (async () => {
        const message = await buffer(stream);
        await onMessage?.(message);
        mails.push(await simpleParser(message));
      })().then(
        () => done(),
        (error: Error) => done(error),
      );
    },
  });
}

const listen = (server: SMTPServer, port: number) =>
  new Promise<number>((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });

export async function startSmtpInbox({ port = 0, onMessage }: SmtpInboxOptions = {}): Promise<SmtpInbox> {
  const mails: ParsedMail[] = [];
  let server: SMTPServer | undefined = createServer(mails, onMessage);
  const listening = await listen(server, port);
  return {
    url: `smtp://127.0.0.1:${listening}`,
    mails,
    async stop() {
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    async start() {
      if (server) return;
      server = createServer(mails, onMessage);
      await listen(server, listening);
    },
  };
}
