import type { Context, Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { InvalidInput, TooLarge } from '../errors';

/** What zlib throws for a gzip, deflate or brotli body that is not what its Content-Encoding says. */
function isDecompressionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errno } = error as { code?: unknown; errno?: unknown };
  return typeof errno === 'number' && typeof code === 'string' && /^(Z_|ERR__|ERR_BROTLI)/.test(code);
}

/** Parses a JSON body up to `limit` (1 MB unless an upload call asks for more); nothing else is accepted. */
export function jsonBody(limit = '1mb'): Middleware {
  const parse = koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: limit,
    urlencoded: false,
    text: false,
    multipart: false,
  });
  return async (ctx, next) => {
    let parsed = false;
    try {
      await parse(ctx, () => {
        parsed = true;
        return next();
      });
    } catch (error) {
      if (!parsed && isDecompressionError(error)) {
        throw new InvalidInput('The request body could not be decompressed.');
      }
      throw error;
    }
  };
}

/**
 * A webhook's body as sent, to check its signature over these very bytes: at most `maxBytes` (413
 * beyond, said before reading when the length is announced, and while reading when it is not).
 */
export async function rawBody(ctx: Context, maxBytes: number): Promise<Buffer> {
  if (Number(ctx.get('Content-Length') || 0) > maxBytes) throw new TooLarge('Too large.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new TooLarge('Too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The JSON of a signed body, or undefined when it is none (a sender's mistake, not worth a 400). */
export function jsonOf(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}
