/**
 * The text messages the BFF sends in a run: Termii's stand-in, started with the stack, keeps each in a
 * folder of the run's own, where the journeys (in processes of their own) read them.
 */
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SmsSent, startSmsStandIn } from '@safa/test-support/phone-stand-ins';

/** The BFF's settings of the SMS gateway the run's stand-in answers as. */
export const SMS_SETTINGS = { SMS_API_KEY: 'e2e-sms-api-key', SMS_SENDER_ID: 'SafaTravel' } as const;

export interface SmsBox {
  /** SMS_API_URL for the BFF. */
  url: string;
  /** Where each message is kept, one `.json` file each, in the order they came. */
  directory: string;
  stop(): Promise<void>;
}

/** Starts the run's SMS gateway on `port`. */
export async function startSmsBox(port: number): Promise<SmsBox> {
  const directory = await mkdtemp(path.join(tmpdir(), 'e2e-sms-'));
  const standIn = await startSmsStandIn({
    port,
    // Whole or not at all: a journey never reads a message half written.
    async onSent(sms) {
      const file = path.join(directory, `${sms.id}.json`);
      await writeFile(`${file}.part`, JSON.stringify(sms));
      await rename(`${file}.part`, file);
    },
  });
  return {
    url: standIn.url,
    directory,
    async stop() {
      await standIn.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The text messages sent so far to `phone` (E.164 digits, as the gateway is given them: 2348031234567). */
export async function smsTo(phone: string): Promise<SmsSent[]> {
  const directory = process.env.E2E_SMS_DIR;
  if (!directory) throw new Error('The e2e global setup did not provide the SMS folder');
  const files = (await readdir(directory)).filter((file) => file.endsWith('.json')).sort();
  const sent = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(directory, file), 'utf8')) as SmsSent),
  );
  return sent.filter((sms) => sms.to === phone);
}
