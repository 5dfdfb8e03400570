import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StreamedPart {
  name: string;
  filename?: string;
  contentType?: string;
  /** A field's text, or a file's chunks (generated as they are sent, never held whole). */
  content: string | (() => AsyncIterable<Buffer>);
}

async function* multipartBody(boundary: string, parts: readonly StreamedPart[]): AsyncGenerator<Buffer> {
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`);
    if (typeof part.content === 'string') yield Buffer.from(part.content);
    else yield* part.content();
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${boundary}--\r\n`);
}

/** Posts a multipart body to a listening server as a stream (chunked), so the test process holds no file. */
export async function postMultipartStream(
  server: http.Server,
  path: string,
  authorization: string,
  parts: readonly StreamedPart[],
): Promise<{ status: number; body: unknown }> {
  const boundary = `----bff-test-${randomBytes(8).toString('hex')}`;
  const { port } = server.address() as AddressInfo;
  const request = http.request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Authorization: authorization },
  });
  const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
    request.on('response', resolve);
    request.on('error', reject);
  });
  await pipeline(Readable.from(multipartBody(boundary, parts)), request);
  const response = await answered;
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return { status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined };
}

/** `size` bytes starting with `head`, produced in 64 KB chunks. */
export function generatedFile(head: Buffer, size: number): () => AsyncIterable<Buffer> {
  return async function* () {
    yield head;
    const chunk = Buffer.alloc(64 * 1024, 0x5a);
    for (let sent = head.length; sent < size; sent += chunk.length) {
      yield sent + chunk.length <= size ? chunk : chunk.subarray(0, size - sent);
    }
  };
}
