import { endpoints } from '@safa/contract';
import { Types } from 'mongoose';
import { NotFound } from '../../errors';
import { route } from '../../http/api-router';
import { parseByteRange } from './byte-range';
import { findFile, openFile } from './media.storage';

export const mediaRoutes = [
  route(endpoints.media, async ({ id, ctx }) => {
    const file = await findFile(new Types.ObjectId(id));
    if (!file) throw new NotFound('File not found.');

    // A stored file never changes (an edit stores a new one), so its id is a strong validator.
    const etag = `"${id}"`;
    ctx.set({
      ETag: etag,
      'Cache-Control': 'public, max-age=31536000, immutable',
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
