import type { Middleware } from 'koa';
import compress from 'koa-compress';

/** brotli or gzip for JSON answers over 1 KB; media are already compressed and served with ranges. */
export function compressJson(): Middleware {
  return compress({ filter: (type) => /\bjson\b/i.test(type), threshold: 1024, deflate: false });
}
