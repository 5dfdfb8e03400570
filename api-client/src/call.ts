import type { EndpointName, routes } from '@safa/contract';
import {
  type AnswerOf,
  type BodyOf,
  checkedAnswer,
  checkedPage,
  type ListFilters,
  type PagedEndpointName,
  type PageOf,
  type QueryOf,
} from './answers';
import { parseBody } from './failure';
import { send } from './request';
import type { QueryParameters } from './url';

type IdInput<Name extends EndpointName> = (typeof routes)[Name]['path'] extends `${string}:id${string}`
  ? { id: string }
  : { id?: never };
type BodyInput<Name extends EndpointName> = [BodyOf<Name>] extends [never]
  ? { body?: never }
  : { body: BodyOf<Name> };
/** A query may be left out when none of its parameters is required. */
type QueryInput<Name extends EndpointName> = [QueryOf<Name>] extends [never]
  ? { query?: never }
  : object extends QueryOf<Name>
    ? { query?: QueryOf<Name> }
    : { query: QueryOf<Name> };

/** What a request takes besides its body: the path's id and the query where the endpoint has them, and an abort signal. */
export type AddressInput<Name extends EndpointName> = IdInput<Name> &
  QueryInput<Name> & { signal?: AbortSignal };

/**
 * What a call takes: the path's id, the query and the body where the endpoint has them, an abort
 * signal, and headers of the caller's own (the server rendering a page says whose visit it is).
 */
export type CallInput<Name extends EndpointName> = AddressInput<Name> &
  BodyInput<Name> & { headers?: Record<string, string> };

/** The input may be left out when the endpoint needs neither an id, nor a query, nor a body. */
type Args<Name extends EndpointName> =
  object extends CallInput<Name> ? [input?: CallInput<Name>] : [input: CallInput<Name>];

/** Calls an endpoint by name: see `call`. */
export type Call = <Name extends EndpointName>(name: Name, ...[input]: Args<Name>) => Promise<AnswerOf<Name>>;

/** `call`, to the API on `origin` (undefined: the page's own). */
const callOn =
  (origin: string | undefined): Call =>
  async (name, ...[input]) => {
    const parts = (input ?? {}) as Omit<Parameters<typeof send>[1], 'accept' | 'origin'>;
    const response = await send(name, { ...parts, origin, accept: 'application/json' });
    return checkedAnswer(name, parseBody(await response.text()));
  };

/**
 * Calls an endpoint of the contract by name, with the stored admin token when there is one (spec §6),
 * on the page's own origin. Resolves with the answer; rejects with ApiError (the server's words) or
 * NetworkError.
 */
export const call: Call = callOn(undefined);

/**
 * `call` to the API on `origin` instead of the page's own: for the server that renders pages, which
 * reaches the BFF by its internal address. Each such client keeps its origin to itself, so calls made
 * at once through clients of two origins each go to their own.
 */
export const callAt: (origin: string) => Call = callOn;

/** What asks a list for a page: its filters, the search, which page of how many rows. */
export interface PageRequest<Name extends PagedEndpointName> {
  filters: ListFilters<Name>;
  /** Blank or undefined: no search. */
  search?: string | undefined;
  /** 1-based. */
  page: number;
  pageSize: number;
  signal?: AbortSignal;
}

/**
 * Asks a list for one page of it: resolves with its items, the page answered (the last, when the one
 * asked for is past it), and how many rows and pages the list has, searched and filtered.
 */
export async function callPage<Name extends PagedEndpointName>(
  name: Name,
  { filters, search, page, pageSize, signal }: PageRequest<Name>,
): Promise<PageOf<Name>> {
  const query = { ...(filters as QueryParameters), search, page: String(page), pageSize: String(pageSize) };
  const response = await send(name, { query, signal, accept: 'application/json' });
  return checkedPage(name, parseBody(await response.text()));
}
