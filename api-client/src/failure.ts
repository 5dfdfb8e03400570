import type { ErrorBody } from '@safa/contract';
import { ApiError } from './api-error';

type UnauthorizedListener = (error: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Lets the admin remote return to the login when the BFF refuses its token. Only a 401 answering a
 * request that carried the token counts: without one (a wrong password at the login) no session ended.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The error of a refused call, after telling the listeners when it refused the token the call carried. */
export function refusal(status: number, body: unknown, sentToken: string | null): ApiError {
  const errorBody = typeof body === 'object' && body !== null ? (body as Partial<ErrorBody>) : undefined;
  const text = errorBody?.message ?? errorBody?.error ?? `Request failed with status ${status}`;
  const error = new ApiError(status, text, errorBody);
  if (error.isUnauthorized && sentToken) for (const listener of unauthorizedListeners) listener(error);
  return error;
}

/** A body as JSON when it is JSON, as text otherwise, undefined when empty. */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
