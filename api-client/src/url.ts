import { type EndpointName, routes } from '@safa/contract';

let origin: string | undefined;

/**
 * Where the API lives when not on the page's own origin: the server that renders pages calls the BFF
 * by its internal address.
 */
export function setApiOrigin(apiOrigin: string): void {
  origin = apiOrigin.replace(/\/$/, '');
}

/** A query's parameters, those left undefined left out. */
export type QueryParameters = Record<string, string | undefined>;

function queryString(query: QueryParameters | undefined): string {
  const given = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return given.length > 0 ? `?${new URLSearchParams(given)}` : '';
}

/** The API lives at `/api` on the page's own origin (the shell proxies it to the BFF). */
export function endpointUrl(name: EndpointName, id?: string, query?: QueryParameters): string {
  const path = routes[name].path.replace(':id', encodeURIComponent(id ?? ''));
  return `${origin ?? window.location.origin}/api${path}${queryString(query)}`;
}
