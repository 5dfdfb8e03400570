import { type EndpointName, routes } from '@safa/contract';

/** A query's parameters, those left undefined left out. */
export type QueryParameters = Record<string, string | undefined>;

function queryString(query: QueryParameters | undefined): string {
  const given = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return given.length > 0 ? `?${new URLSearchParams(given)}` : '';
}

export interface EndpointAddress {
  id?: string | undefined;
  query?: QueryParameters | undefined;
  /**
   * Where the API lives when not on the page's own origin (where the shell proxies it to the BFF): the
   * server that renders pages calls the BFF by its internal address.
   */
  origin?: string | undefined;
}

/** The address of an endpoint: `/api` on `origin`, by default the page's own. */
export function endpointUrl(
  name: EndpointName,
  { id, query, origin = window.location.origin }: EndpointAddress = {},
): string {
  const path = routes[name].path.replace(':id', encodeURIComponent(id ?? ''));
  return `${origin.replace(/\/$/, '')}/api${path}${queryString(query)}`;
}
