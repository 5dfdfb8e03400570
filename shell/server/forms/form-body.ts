import type { IncomingMessage } from 'node:http';

/** The most a posted form may weigh: its longest field (a message) is 5,000 characters. */
export const FORM_BODY_LIMIT = 64 * 1024;

/** Why a posted body is not a form this server reads. */
export class UnreadableForm extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** The fields of a posted HTML form (`application/x-www-form-urlencoded`), read up to `limit` bytes. */
export async function readFormBody(
  incoming: IncomingMessage,
  limit = FORM_BODY_LIMIT,
): Promise<Record<string, string>> {
  const type = (incoming.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new UnreadableForm(415, 'A form is posted as application/x-www-form-urlencoded.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new UnreadableForm(413, 'The form is too large.');
    chunks.push(chunk);
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}
