/**
 * A posted form, sent on to the BFF as the visitor's (their address, so the same limits count): a form
 * of fields as JSON, a form's file streamed in a multipart body of its own.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FileUpload, FormRequest, PostedForm } from '@safa/remote-types';
import type { ForwardedFor } from '../proxy';
import { FORM_BODY_LIMIT } from './form-body';
import type { PostedFile } from './multipart-form';

/** What the API answered, or the words a visitor gets when it could not be reached. */
export type ApiAnswer = PostedForm['answer'];

export interface ApiTarget {
  bffUrl: URL;
  /** Who the visitor is, as the BFF is told (the proxy's rule). */
  forwarded: ForwardedFor;
}

/** How long the API may take to answer once it has the whole request. */
const ANSWER_TIMEOUT_MS = 10_000;

const UNAVAILABLE: ApiAnswer = { status: 503, body: { message: 'Service temporarily unavailable' } };

/** A part's media type as sent on: a plain `type/subtype`, else nothing said of it. */
const MEDIA_TYPE = /^[\w.+-]+\/[\w.+-]+$/;

const answerOf = async (response: Response): Promise<ApiAnswer> => ({
  status: response.status,
  body: await response.json().catch(() => undefined),
});

const apiUrl = (path: string, { bffUrl }: ApiTarget) => new URL(`/api${path}`, bffUrl);

/** Sends a form of fields as the JSON body the app would send, with the method its endpoint takes. */
export async function sendJson(
  { method, path, body }: Pick<FormRequest, 'method' | 'path' | 'body'>,
  incoming: IncomingMessage,
  target: ApiTarget,
): Promise<ApiAnswer> {
  try {
    const response = await fetch(apiUrl(path, target), {
      method,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...target.forwarded(incoming),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    return await answerOf(response);
  } catch {
    return UNAVAILABLE;
  }
}

/** A name in a part's header, escaped as browsers escape it (the HTML standard's multipart encoding). */
const quoted = (value: string) => value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

function partHead(boundary: string, { field, fileName, contentType }: PostedFile): string {
  return [
    `--${boundary}`,
    `Content-Disposition: form-data; name="${quoted(field)}"; filename="${quoted(fileName)}"`,
    `Content-Type: ${MEDIA_TYPE.test(contentType) ? contentType : 'application/octet-stream'}`,
    '',
    '',
  ].join('\r\n');
}

/** A stream of what `chunks` yields, ending with it, failing with it. */
function streamOf(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/**
 * Sends a posted file on to the API as it arrives, alone in a multipart body under its own field,
 * never more than `maxBytes` of it: a post that says it is larger (its Content-Length, beyond the
 * file and the form's fields) is refused without reaching the API, one that turns out larger is cut
 * off; either is told `tooLarge` (413).
 */
export async function sendFile(
  path: string,
  file: PostedFile,
  { maxBytes, tooLarge }: FileUpload,
  incoming: IncomingMessage,
  target: ApiTarget,
): Promise<ApiAnswer> {
  const refused: ApiAnswer = { status: 413, body: { message: tooLarge } };
  if (Number(incoming.headers['content-length'] ?? 0) > maxBytes + FORM_BODY_LIMIT) return refused;
  const boundary = `safa-${randomBytes(16).toString('hex')}`;
  const aborted = new AbortController();
  let answerTimer: NodeJS.Timeout | undefined;
  let overLimit = false;
  async function* body(): AsyncGenerator<Uint8Array> {
    yield Buffer.from(partHead(boundary, file));
    let size = 0;
    // Left as it is when cut off: the rest of the post is still to read (and drop).
    for await (const chunk of file.stream.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        overLimit = true;
        throw new Error('The file is larger than the form takes.');
      }
      yield chunk;
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
    answerTimer = setTimeout(() => aborted.abort(), ANSWER_TIMEOUT_MS);
  }
  // Node's fetch sends a streamed body while the answer is awaited when told so (half duplex).
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      accept: 'application/json',
      ...target.forwarded(incoming),
    },
    body: streamOf(body()),
    duplex: 'half',
    signal: aborted.signal,
  };
  try {
    return await answerOf(await fetch(apiUrl(path, target), init));
  } catch {
    return overLimit ? refused : UNAVAILABLE;
  } finally {
    clearTimeout(answerTimer);
  }
}
