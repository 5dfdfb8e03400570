import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { FORM_BODY_LIMIT, UnreadableForm } from './form-body';

/** A file as a posted form sends it: read as it arrives, never whole in memory. */
export interface PostedFile {
  /** Its field's name. */
  field: string;
  fileName: string;
  contentType: string;
  stream: Readable;
}

/** The text fields a form of the site has at most besides its file (its name, its carried values). */
const MAX_FIELDS = 20;

export const isMultipart = (incoming: IncomingMessage): boolean =>
  (incoming.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';

/**
 * Reads a posted `multipart/form-data` form as it arrives. Its first file goes to `onFile` with the
 * text fields before it (a form of the site puts its name and carried values first), whose stream
 * `onFile` reads as far as it wants; what it leaves, and any further file, is read and dropped.
 * Resolves with every text field once the whole body is in.
 */
export function readMultipartForm(
  incoming: IncomingMessage,
  onFile: (fieldsBefore: Record<string, string>, file: PostedFile) => Promise<void>,
): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: incoming.headers,
        // Browsers send file names as UTF-8 bytes; busboy would read them as Latin-1.
        defParamCharset: 'utf8',
        limits: { fields: MAX_FIELDS, fieldSize: FORM_BODY_LIMIT, files: 1 },
      });
    } catch {
      reject(new UnreadableForm(400, 'The form could not be read.'));
      return;
    }
    const fields: [string, string][] = [];
    let handled: Promise<void> = Promise.resolve();
    let reading: Readable | undefined;
    const fail = (error: UnreadableForm) => {
      // Whoever reads the file hears of it too, rather than wait for an end that will not come.
      reading?.destroy(error);
      reject(error);
    };
    parser.on('field', (name, value) => fields.push([name, value]));
    parser.on('file', (field, stream, info) => {
      reading = stream;
      const file = { field, fileName: info.filename ?? '', contentType: info.mimeType, stream };
      handled = onFile(Object.fromEntries(fields), file).finally(() => stream.resume());
    });
    parser.on('close', () => {
      handled.then(() => resolve(Object.fromEntries(fields)), reject);
    });
    parser.on('error', () => fail(new UnreadableForm(400, 'The form could not be read.')));
    incoming.on('close', () => {
      if (!incoming.complete) fail(new UnreadableForm(400, 'The form was not sent whole.'));
    });
    incoming.pipe(parser);
  });
}
