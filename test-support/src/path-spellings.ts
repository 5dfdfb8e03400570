/**
 * Spellings of an admin path that a router or a guard might read differently, and a way to send
 * them byte for byte (URL classes and HTTP clients would normalise `/./`, `//` and `%2F` first).
 * The BFF's tests send them to the BFF, the e2e suite through the shell.
 */
import http from 'node:http';

export function spellingsOf(path: string): Array<[string, string]> {
  const [, first = '', ...rest] = path.split('/').slice(1);
  const tail = rest.length > 0 ? `/${rest.join('/')}` : '';
  const encodedFirst = `%${first.charCodeAt(0).toString(16).toUpperCase()}${first.slice(1)}`;
  return [
    ['upper-case prefix', path.replace(/^\/api/, '/API')],
    ['upper-case path', path.toUpperCase()],
    ['mixed case', path.replace(/^\/api\/(\w)/, (_match, letter: string) => `/api/${letter.toUpperCase()}`)],
    ['doubled slash', path.replace(/^\/api\//, '/api//')],
    ['doubled inner slash', path.replace(/\/([^/]*)$/, '//$1')],
    ['trailing slash', `${path}/`],
    ['percent-encoded letter', `/api/${encodedFirst}${tail}`],
    ['percent-encoded slash', `/api%2F${first}${tail}`],
    ['dot segment', path.replace(/^\/api\//, '/api/./')],
    ['dot-dot segment', path.replace(/^\/api\//, `/api/${first}/../`)],
    ['trailing dot', `${path}/.`],
    ['semicolon parameter', `${path};x=1`],
  ];
}

export interface RawAnswer {
  status: number;
  contentType: string;
}

/** Sends `method path` with an empty JSON body exactly as written, with no Authorization header. */
export function sendRaw(port: number, method: string, path: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: method.toUpperCase(),
        path,
        // Node frames no body of a DELETE by itself: say how long it is.
        headers: { 'Content-Type': 'application/json', 'Content-Length': 2 },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'] ?? '' }),
        );
      },
    );
    request.on('error', reject);
    request.end('{}');
  });
}
