import { type EndpointName, routes } from '@safa/contract';

let origin: string | undefined;

/**
 * Where the API lives when not on the page's own origin: the server that renders pages calls the BFF
 * by its internal address.
 */
export function setApiOrigin(apiOrigin: string): void {
  origin = apiOrigin.replace(/\/$/, '');
}

/** The API lives at `/api` on the page's own origin (the shell proxies it to the BFF). */
export function endpointUrl(name: EndpointName, id?: string): string {
  const path = routes[name].path.replace(':id', encodeURIComponent(id ?? ''));
  return `${origin ?? window.location.origin}/api${path}`;
}
