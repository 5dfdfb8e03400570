/**
 * The e-mail the BFF sends in a run: an SMTP server of the run's own, started with the stack, keeps
 * each message in a folder of the run's own, where the journeys (in processes of their own) read it.
 */
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpInbox } from '@safa/test-support/smtp-inbox';
import { type ParsedMail, simpleParser } from 'mailparser';

export interface Mailbox {
  /** SMTP_URL for the BFF. */
  url: string;
  /** Where each message is kept, one `.eml` file each, in the order they came. */
  directory: string;
  stop(): Promise<void>;
}

/** Starts the run's SMTP server on `port`. */
export async function startMailbox(port: number): Promise<Mailbox> {
  const directory = await mkdtemp(path.join(tmpdir(), 'e2e-mail-'));
  let received = 0;
  const inbox = await startSmtpInbox({
    port,
    // Whole or not at all: a journey never reads a message half written.
    async onMessage(message) {
      received += 1;
      const file = path.join(directory, `${String(received).padStart(6, '0')}.eml`);
      await writeFile(`${file}.part`, message);
      await rename(`${file}.part`, file);
    },
  });
  return {
    url: inbox.url,
    directory,
    async stop() {
      await inbox.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function mailsReceived(): Promise<ParsedMail[]> {
  const directory = process.env.E2E_MAIL_DIR;
  if (!directory) throw new Error('The e2e global setup did not provide the mail folder');
  const files = (await readdir(directory)).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(directory, file)))));
}

/** The messages received so far for `address`. */
export async function mailsTo(address: string): Promise<ParsedMail[]> {
  const recipients = (mail: ParsedMail) =>
    [mail.to ?? []].flat().flatMap((to) => to.value.map((box) => box.address));
  return (await mailsReceived()).filter((mail) => recipients(mail).includes(address));
}

/** The first message received whose subject matches, once it came (the BFF sends within seconds). */
export async function mailWithSubject(subject: RegExp, timeoutMs = 30_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsReceived()).find((mail) => subject.test(mail.subject ?? ''));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail about ${subject} came within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Waits until a message came for each of `subjects` (the BFF sends within seconds); answers them in that order. */
export async function mailsWithSubjects(
  subjects: readonly RegExp[],
  timeoutMs = 30_000,
): Promise<ParsedMail[]> {
  return Promise.all(subjects.map((subject) => mailWithSubject(subject, timeoutMs)));
}
