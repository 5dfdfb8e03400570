import type { EndpointName, endpoints } from '@safa/contract';
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

/**
 * In development and tests an answer the contract does not describe is a bug to hear of at once: it is
 * parsed with the endpoint's schema, loaded only then. Production builds drop this branch, so
 * visitors download no schema.
 */
export async function checkedAnswer<Name extends EndpointName>(
  name: Name,
  answer: unknown,
): Promise<AnswerOf<Name>> {
  if (process.env.NODE_ENV === 'production') return answer as AnswerOf<Name>;
  const { endpoints } = await import('@safa/contract');
  const schema: z.ZodType | undefined = 'answer' in endpoints[name] ? endpoints[name].answer : undefined;
  return (schema ? schema.parse(answer) : answer) as AnswerOf<Name>;
}
