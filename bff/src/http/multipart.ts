import type { IncomingMessage } from 'node:http';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { LIMITS } from '@safa/contract';
import busboy from 'busboy';
import { DomainError, InvalidInput, TooLarge } from '../errors';

export interface FilePart {
  field: string;
  filename: string;
  mimeType: string;
  stream: Readable;
}

export interface MultipartLimits {
  /** The whole body, files included. */
  maxBytes: number;
  maxFiles: number;
}

const TOO_LARGE = 'The upload is too large.';

function byteLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > maxBytes ? new TooLarge(TOO_LARGE) : null, chunk);
    },
  });
}

function createParser(req: IncomingMessage, limits: MultipartLimits): busboy.Busboy {
  try {
    return busboy({
      headers: req.headers,
      // Browsers send file names as UTF-8 bytes; busboy would read them as Latin-1.
      defParamCharset: 'utf8',
      limits: { files: limits.maxFiles, fields: 20, fieldSize: 10_000, fileSize: LIMITS.videoBytes + 1 },
    });
  } catch {
    throw new InvalidInput('The upload is not valid multipart/form-data.');
  }
}

/**
 * Reads a multipart/form-data body as it arrives: text fields are collected, and each file part is
 * handed to `onFile` in order, which must read it to its end. After a failure the rest of the body is
 * read and dropped, then the first failure is thrown, so the client still gets its answer.
 */
export async function readMultipart(
  req: IncomingMessage,
  limits: MultipartLimits,
  onFile: (file: FilePart) => Promise<void>,
): Promise<ReadonlyMap<string, string>> {
  if (Number(req.headers['content-length'] ?? 0) > limits.maxBytes) throw new TooLarge(TOO_LARGE);
  const parser = createParser(req, limits);
  const fields = new Map<string, string>();
  let failure: unknown;
  const fail = (error: unknown) => {
    failure ??= error;
  };
  let files = Promise.resolve();

  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) fail(new TooLarge(`The field "${name}" is too long.`));
    else fields.set(name, value);
  });
  parser.on('file', (field, stream, info) => {
    files = files.then(async () => {
      if (failure === undefined) {
        try {
          // Stored as text is: NFC (macOS sends names decomposed).
          const filename = (info.filename ?? field).normalize('NFC');
          await onFile({ field, stream, filename, mimeType: info.mimeType });
        } catch (error) {
          fail(error);
        }
      }
      stream.resume();
    });
  });
  parser.on('filesLimit', () => fail(new InvalidInput(`Upload at most ${limits.maxFiles} files at a time.`)));
  parser.on('fieldsLimit', () => fail(new InvalidInput('The upload has too many fields.')));

  try {
    await pipeline(req, byteLimit(limits.maxBytes), parser);
  } catch (error) {
    fail(error instanceof DomainError ? error : new InvalidInput('The upload could not be read.'));
  }
  await files;
  if (failure !== undefined) throw failure;
  return fields;
}
