import type { Endpoint, EndpointName, endpoints, Page } from '@safa/contract';
import type { z } from 'zod';

type Described<Name extends EndpointName> = (typeof endpoints)[Name];

/** What an endpoint answers, as its schema describes it. */
export type AnswerOf<Name extends EndpointName> =
  Described<Name> extends { answer: infer S extends z.ZodType } ? z.output<S> : undefined;

/** What an endpoint takes as its query's parameters. */
export type QueryOf<Name extends EndpointName> =
  Described<Name> extends { query: infer S extends z.ZodType } ? z.input<S> : never;

/** What an endpoint takes as its JSON body. */
export type BodyOf<Name extends EndpointName> =
  Described<Name> extends { body: infer S extends z.ZodType } ? z.input<S> : never;

/** The endpoints whose lists answer one page when asked for it (see the contract's list-page.ts). */
export type PagedEndpointName = {
  [Name in EndpointName]: Described<Name> extends { pageAnswer: z.ZodType } ? Name : never;
}[EndpointName];

/** A row of a list, as its endpoint answers it. */
type ItemOf<Name extends PagedEndpointName> =
  Described<Name> extends { answer: z.ZodArray<infer S extends z.ZodType> } ? z.output<S> : never;

/** One page of a list, as its endpoint answers it when asked for `page`. */
export type PageOf<Name extends PagedEndpointName> = Page<ItemOf<Name>>;

/** A list's own filters: its query but for the search and the page. */
export type ListFilters<Name extends PagedEndpointName> = Omit<QueryOf<Name>, 'search' | 'page' | 'pageSize'>;

/**
 * In development and tests an answer the contract does not describe is a bug to hear of at once: it is
 * parsed with the endpoint's schema (`answer`, or `pageAnswer` for a page of a list), loaded only then.
 * Production builds drop this branch, so visitors download no schema.
 */
async function checked<Answer>(
  name: EndpointName,
  kind: 'answer' | 'pageAnswer',
  answer: unknown,
): Promise<Answer> {
  if (process.env.NODE_ENV === 'production') return answer as Answer;
  const { endpoints } = await import('@safa/contract');
  const endpoint: Endpoint = endpoints[name];
  const schema = endpoint[kind];
  return (schema ? schema.parse(answer) : answer) as Answer;
}

export const checkedAnswer = <Name extends EndpointName>(name: Name, answer: unknown) =>
  checked<AnswerOf<Name>>(name, 'answer', answer);

export const checkedPage = <Name extends PagedEndpointName>(name: Name, answer: unknown) =>
  checked<PageOf<Name>>(name, 'pageAnswer', answer);
