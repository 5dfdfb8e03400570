import { type EndpointName, routes } from '@safa/contract';
import { type AnswerOf, type BodyOf, checkedAnswer } from './answers';
import { NetworkError } from './api-error';
import { parseBody, refusal } from './failure';
import { tokenStore } from './token-store';
import { endpointUrl } from './url';

type IdInput<Name extends EndpointName> = (typeof routes)[Name]['path'] extends `${string}:id${string}`
  ? { id: string }
  : { id?: never };
type BodyInput<Name extends EndpointName> = [BodyOf<Name>] extends [never]
  ? { body?: never }
  : { body: BodyOf<Name> };

/** What a call takes: the path's id and the body where the endpoint has them, and an abort signal. */
export type CallInput<Name extends EndpointName> = IdInput<Name> & BodyInput<Name> & { signal?: AbortSignal };

/** The input may be left out when the endpoint needs neither an id nor a body. */
type Args<Name extends EndpointName> =
  object extends CallInput<Name> ? [input?: CallInput<Name>] : [input: CallInput<Name>];

/**
 * Calls an endpoint of the contract by name, with the stored admin token when there is one (spec §6).
 * Resolves with the answer; rejects with ApiError (the server's words) or NetworkError.
 */
export async function call<Name extends EndpointName>(
  name: Name,
  ...[input]: Args<Name>
): Promise<AnswerOf<Name>> {
  const { id, body, signal } = (input ?? {}) as { id?: string; body?: unknown; signal?: AbortSignal };
  const token = tokenStore.get();
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(endpointUrl(name, id), {
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
  const answer = parseBody(await response.text());
  if (!response.ok) throw refusal(response.status, answer, token);
  return checkedAnswer(name, answer);
}
