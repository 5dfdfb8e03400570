import type { ErrorBody } from '../contract/common';
import { ApiError, NetworkError } from './api-error';
import { tokenStore } from './token-store';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, or as is when it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
}

type UnauthorizedListener = (error: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Lets the admin remote return to the login when the BFF refuses its token. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The API lives at `/api` on the page's own origin (the shell proxies it to the BFF). */
export function apiUrl(path: string): string {
  return `${window.location.origin}/api${path.startsWith('/') ? path : `/${path}`}`;
}

function buildHeaders(body: unknown): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  const token = tokenStore.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const errorBody = typeof body === 'object' && body !== null ? (body as Partial<ErrorBody>) : undefined;
  const text = errorBody?.message ?? errorBody?.error ?? `Request failed with status ${status}`;
  return new ApiError(status, text, errorBody);
}

/** Calls the BFF; resolves with the parsed JSON answer, rejects with ApiError or NetworkError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers: buildHeaders(body),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new NetworkError('The server could not be reached. Check your connection and try again.', {
      cause,
    });
  }
  const parsed = await readBody(response);
  if (!response.ok) {
    const error = toApiError(response.status, parsed);
    if (error.isUnauthorized) for (const listener of unauthorizedListeners) listener(error);
    throw error;
  }
  return parsed as T;
}
