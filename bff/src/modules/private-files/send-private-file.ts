import type { Readable } from 'node:stream';
import type { AppContext } from '../../http/context';
import type { StoredFile } from '../media/gridfs-bucket';

/** A stored private file, and how to read it. */
export interface PrivateFile {
  file: StoredFile;
  open: () => Readable;
}

/** Sends a private file as a file of its own type, never run as a page (a PDF or a picture only). */
export function sendPrivateFile(ctx: AppContext, { file, open }: PrivateFile): undefined {
  ctx.type = file.contentType;
  ctx.length = file.length;
  ctx.set('Content-Disposition', `inline; filename="${file.filename.replace(/"/g, '')}"`);
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.body = open();
  return undefined;
}
