import type { AddressInfo } from 'node:net';
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

function createServer(mails: ParsedMail[]): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
}

const listen = (server: SMTPServer, port: number) =>
  new Promise<number>((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ParsedMail[] = [];
  let server: SMTPServer | undefined = createServer(mails);
  const port = await listen(server, 0);
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async stop() {
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    async start() {
      if (server) return;
      server = createServer(mails);
      await listen(server, port);
    },
  };
}
