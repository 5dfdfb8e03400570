import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { InvalidInput } from '../errors';

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
