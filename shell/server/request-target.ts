/**
 * How the shell reads a request's target. Node hands it over as the client sent it (`curl
 * --path-as-is`), and a URL parser reads some spellings of a path as another host
 * (`//booking?token=…`, `/.//evil.example/gallery`) or another path (`/a/../gallery`, `/gallery//`).
 * The shell serves each path under one spelling alone: any other is redirected to it.
 */
export type RequestTarget =
  /** The target as it is spelled: serve it. */
  | { url: URL }
  /** Another spelling of the path (and query) `redirect`. */
  | { redirect: string }
  /** No path at all (`*`, an absolute URL): nothing the shell serves. */
  | { invalid: true };

/** Only ever the base of a path: the shell's origin is not read from a request (see site-origin.ts). */
const BASE = 'http://shell.invalid';

export function readRequestTarget(raw: string): RequestTarget {
  if (!raw.startsWith('/')) return { invalid: true };
  const queryAt = raw.search(/[?#]/);
  const path = queryAt < 0 ? raw : raw.slice(0, queryAt);
  // A parser reads a backslash as a slash; a run of either is one, so the path can name no host.
  const url = new URL(`${path.replace(/[/\\]+/g, '/')}${raw.slice(path.length)}`, BASE);
  return url.pathname === path ? { url } : { redirect: `${url.pathname}${url.search}` };
}
