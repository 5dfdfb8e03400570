import { type EndpointName, routes } from '@safa/contract';
import { NetworkError } from './api-error';
import { parseBody, refusal } from './failure';
import { tokenStore } from './token-store';
import { type EndpointAddress, endpointUrl } from './url';

export interface RequestParts extends EndpointAddress {
  body?: unknown;
  signal?: AbortSignal;
  /** Sent besides the client's own (which they cannot replace). */
  headers?: Record<string, string>;
  /** What the caller can read: JSON, or the file an endpoint answers. */
  accept: string;
}

/**
 * Sends a request to an endpoint of the contract, with the stored admin token when there is one
 * (spec §6). Resolves with a successful response; rejects with ApiError (the server's words) or
 * NetworkError.
 */
export async function send(
  name: EndpointName,
  { id, query, origin, body, signal, headers: own, accept }: RequestParts,
): Promise<Response> {
  const token = tokenStore.get();
  const headers = new Headers(own);
  headers.set('Accept', accept);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(endpointUrl(name, { id, query, origin }), {
      method: routes[name].method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new NetworkError('The server could not be reached. Check your connection and try again.', {
      cause,
    });
  }
  if (!response.ok) throw refusal(response.status, parseBody(await response.text()), token);
  return response;
}
