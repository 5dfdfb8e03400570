import { createReadStream, openSync, type PathLike, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import serveHandler from 'serve-handler';
import type { DeploymentStore } from './store';
import { decoded, isVersionId, POINTER_FILE, VERSIONS_FOLDER } from './store-layout';

/** A version's files never change: browsers and caches keep them a year, under their version's address. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The remote's own page (its team's standalone view) protects itself as the shell's pages do. */
const PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
    "font-src 'self'; connect-src 'self'; media-src 'self' data: blob:; object-src 'none'; base-uri 'none'; " +
    "form-action 'self'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

const isFile = (file: string) =>
  stat(file).then(
    (found) => found.isFile(),
    () => false,
  );

/**
 * `fs.createReadStream`, but the file is opened at once: a file gone since it was found (a version
 * deleted by a deployment meanwhile) then fails the request that asked for it, where a stream opening
 * it later would emit an error nobody listens to and end the process.
 */
export function openReadStream(file: PathLike, options?: Parameters<typeof createReadStream>[1]): ReadStream {
  const fd = openSync(file, 'r');
  return createReadStream(file, typeof options === 'string' ? { encoding: options, fd } : { ...options, fd });
}

/**
 * Serves a deployment store as a static host would, with the headers that make versions work:
 * `/current.json` revalidated on every read, `/versions/<id>/…` immutable, CORS open (the shell's
 * pages and server load these files). Any other address shows the current version (its files, or its
 * standalone page), revalidated, for the remote's team.
 */
export function storeRequestHandler(store: DeploymentStore) {
  const send = (response: ServerResponse, status: number, text: string) => {
    response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE });
    response.end(text);
  };

  /** The address of a version's file `name` ('/main.js'), when the version has it. */
  const versionFile = async (id: string, name: string): Promise<string | undefined> => {
    const folder = path.join(store.root, VERSIONS_FOLDER, id);
    const relative = decoded(name);
    if (relative === undefined) return undefined;
    const file = path.join(folder, relative);
    const found = file.startsWith(`${folder}${path.sep}`) && (await isFile(file));
    return found ? `/${VERSIONS_FOLDER}/${id}${name}` : undefined;
  };

  /** Which file answers `pathname`, and how long it may be kept. */
  const resolve = async (pathname: string): Promise<{ file?: string; cache: string; missing?: string }> => {
    if (pathname === `/${POINTER_FILE}`) return { file: pathname, cache: REVALIDATE };
    const [, top, id = '', ...rest] = pathname.split('/');
    if (top === VERSIONS_FOLDER) {
      const file = isVersionId(id) ? await versionFile(id, `/${rest.join('/')}`) : undefined;
      return file
        ? { file, cache: IMMUTABLE }
        : { cache: REVALIDATE, missing: 'No such file in this store.' };
    }
    const current = await store.current();
    if (!current) return { cache: REVALIDATE, missing: 'Nothing is deployed here yet.' };
    const file = (await versionFile(current, pathname)) ?? `/${VERSIONS_FOLDER}/${current}/index.html`;
    return { file, cache: REVALIDATE };
  };

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    const { file, cache, missing } = await resolve(new URL(request.url ?? '/', 'http://store').pathname);
    if (!file) return send(response, 404, missing ?? 'Not found.');
    response.setHeader('Cache-Control', cache);
    if (file.endsWith('.html')) {
      for (const [name, value] of Object.entries(PAGE_HEADERS)) response.setHeader(name, value);
    }
    request.url = file;
    await serveHandler(
      request,
      response,
      { public: store.root, etag: true, cleanUrls: false, directoryListing: false, symlinks: false },
      { createReadStream: openReadStream },
    );
  };
}
