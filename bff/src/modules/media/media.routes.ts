import { endpoints } from '@safa/contract';
import { Types } from 'mongoose';
import { NotFound } from '../../errors';
import { route } from '../../http/api-router';
import { parseByteRange } from './byte-range';
import { findFile, openFile } from './media.storage';
import { findVariant } from './picture-store';

export const mediaRoutes = [
  route(endpoints.media, async ({ id, query, ctx }) => {
    const original = new Types.ObjectId(id);
    const variant = await findVariant(original, query);
    const file = variant ?? (await findFile(original));
    if (!file) throw new NotFound('File not found.');
    // A variant asked of a picture not prepared yet (see the start-up migration) is its original for
    // now: kept briefly, so the variant is fetched once it exists.
    const standIn = !variant && Object.values(query).some((value) => value !== undefined);

    // A stored file never changes (an edit stores a new one), so its id is a strong validator.
    const etag = `"${file.id.toHexString()}"`;
    ctx.set({
      ETag: etag,
      'Cache-Control': standIn ? 'public, max-age=300' : 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Accept-Ranges': 'bytes',
      'Last-Modified': file.uploadDate.toUTCString(),
    });
    ctx.type = file.contentType;
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304;
      return undefined;
    }

    const range = parseByteRange(ctx.get('Range') || undefined, file.length);
    if (range === 'unsatisfiable') {
      ctx.status = 416;
      ctx.set('Content-Range', `bytes */${file.length}`);
      ctx.body = { message: 'Requested range not satisfiable.' };
      return undefined;
    }
    if (range) {
      ctx.status = 206;
      ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${file.length}`);
      ctx.length = range.end - range.start + 1;
      ctx.body = openFile(file.id, range);
      return undefined;
    }
    ctx.status = 200;
    ctx.length = file.length;
    ctx.body = openFile(file.id);
    return undefined;
  }),
];
