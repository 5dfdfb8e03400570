import Router from '@koa/router';
import { type ContentPart, type Endpoint, endpoints, idParamsSchema } from '@safa/contract';
import type { Middleware } from 'koa';
import type { z } from 'zod';
import { jsonBody } from './body';
import type { AppContext, AppState } from './context';
import { parseInput } from './validate';

type Schema<E, Key extends 'query' | 'body' | 'answer' | 'pageAnswer'> =
  E extends Record<Key, infer S extends z.ZodType> ? S : never;

/** What a handler receives: the request already parsed with the endpoint's schemas. */
export interface HandlerInput<E extends Endpoint> {
  /** The query string, parsed with the endpoint's schema (undefined when it takes none). */
  query: [Schema<E, 'query'>] extends [never] ? undefined : z.output<Schema<E, 'query'>>;
  /**
   * The JSON body, parsed with the endpoint's schema: undefined when it takes none, and when it takes
   * multipart too and the request is multipart (the handler then streams `ctx.req`).
   */
  body: [Schema<E, 'body'>] extends [never]
    ? undefined
    : E extends { multipart: object }
      ? z.output<Schema<E, 'body'>> | undefined
      : z.output<Schema<E, 'body'>>;
  /** The `:id` of the path, a valid ObjectId (undefined when the path has none). */
  id: E['path'] extends `${string}/:id${string}` ? string : undefined;
  ctx: AppContext;
}

/**
 * A handler answers with what the endpoint's answer schema describes (or, for a list asked for a
 * page, its page schema), or with undefined when it has answered through `ctx` itself (a file, a
 * status of its own).
 */
export type Handler<E extends Endpoint> = (
  input: HandlerInput<E>,
) => Promise<AnswerOf<E> | undefined> | AnswerOf<E> | undefined;
type AnswerOf<E extends Endpoint> = [Schema<E, 'answer'>] extends [never]
  ? never
  : z.input<Schema<E, 'answer'>> | PageAnswerOf<E>;
type PageAnswerOf<E extends Endpoint> = [Schema<E, 'pageAnswer'>] extends [never]
  ? never
  : z.input<Schema<E, 'pageAnswer'>>;

export interface RouteOptions<E extends Endpoint = Endpoint> {
  /** Runs before the body is read (a per-address limit). */
  before?: Middleware<AppState>[];
  /** The largest JSON body (1 MB unless an upload needs more). */
  bodyLimit?: string;
  /**
   * The body's schema for this request, when its rules depend on what is stored (the `:id` it names):
   * the endpoint's own with those rules added, so one 400 tells every problem.
   */
  bodySchema?: (id: HandlerInput<E>['id']) => Promise<z.ZodType<z.output<Schema<E, 'body'>>>>;
}

/** What a module serves for one endpoint of the contract. */
export interface Route {
  endpoint: Endpoint;
  middleware: Middleware<AppState>[];
}

const hasId = (endpoint: Endpoint) => endpoint.path.includes('/:id');

/**
 * An admin answer, a token, what a visitor just sent about themselves, or their own data: no cache (a
 * browser's, a proxy's) may keep it. Other public reads say for themselves how they may be kept.
 */
const isPrivate = (endpoint: Endpoint) =>
  endpoint.access === 'admin' || endpoint.method !== 'GET' || endpoint.personal === true;

const noStore: Middleware<AppState> = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  await next();
};

/** Binds a handler to an endpoint: the query, the body and `:id` are parsed, the status and answer set, as declared. */
export function route<E extends Endpoint>(
  endpoint: E,
  handler: Handler<E>,
  options: RouteOptions<E> = {},
): Route {
  const isJson = (ctx: AppContext) => Boolean(endpoint.body) && !(endpoint.multipart && ctx.is('multipart'));
  const answer: Middleware<AppState> = async (ctx) => {
    const query = endpoint.query ? parseInput(endpoint.query, ctx.query) : undefined;
    const id = (
      hasId(endpoint) ? parseInput(idParamsSchema, ctx.params).id : undefined
    ) as HandlerInput<E>['id'];
    const bodySchema = (await options.bodySchema?.(id)) ?? endpoint.body;
    const body = bodySchema && isJson(ctx) ? parseInput(bodySchema, ctx.request.body) : undefined;
    const input = { query, body, id, ctx } as HandlerInput<E>;
    ctx.status = endpoint.status;
    const result = await handler(input);
    if (result !== undefined) ctx.body = result;
  };
  const json = jsonBody(options.bodyLimit);
  const readBody: Middleware<AppState> = (ctx, next) => (isJson(ctx) ? json(ctx, next) : next());
  return { endpoint, middleware: [...(options.before ?? []), ...(endpoint.body ? [readBody] : []), answer] };
}

export interface RouterGuards {
  /** Stands in front of every admin endpoint. */
  requireAdmin: Middleware<AppState>;
  /** Told, after a write succeeded, which part of the public content it changed. */
  contentChanged: (part: ContentPart) => Promise<void>;
}

/** After a successful write, the part of the public content its endpoint declares it changes. */
const countsChangeOf =
  (part: ContentPart, contentChanged: RouterGuards['contentChanged']): Middleware<AppState> =>
  async (_ctx, next) => {
    await next();
    await contentChanged(part);
  };

/**
 * One router for the whole /api. Each route's access comes from its endpoint in the contract: an
 * admin endpoint gets `requireAdmin` in front of its own middleware, so no spelling of a path can
 * reach the handler without it. Matching is case-sensitive and strict (no trailing slash), and a
 * known path with the wrong method answers 405 with `Allow`. A write that changes public content (as
 * its endpoint declares) is counted once it has succeeded, so the shells render its pages again.
 */
export function createApiRouter(routes: readonly Route[], { requireAdmin, contentChanged }: RouterGuards) {
  assertServesEveryEndpointOnce(routes);
  const router = new Router<AppState>({ prefix: '/api', sensitive: true, strict: true });
  for (const { endpoint, middleware } of routes) {
    const caching = isPrivate(endpoint) ? [noStore] : [];
    const guard = endpoint.access === 'admin' ? [requireAdmin] : [];
    const counting =
      endpoint.content && endpoint.method !== 'GET' ? [countsChangeOf(endpoint.content, contentChanged)] : [];
    router.register(endpoint.path, [endpoint.method], [...caching, ...guard, ...counting, ...middleware]);
  }
  return router;
}

function assertServesEveryEndpointOnce(routes: readonly Route[]): void {
  const served = routes.map(({ endpoint }) => endpoint);
  const missing = Object.values<Endpoint>(endpoints).filter((endpoint) => !served.includes(endpoint));
  const twice = served.filter((endpoint, index) => served.indexOf(endpoint) !== index);
  const foreign = served.filter((endpoint) => !Object.values<Endpoint>(endpoints).includes(endpoint));
  if (missing.length + twice.length + foreign.length === 0) return;
  const describe = (list: Endpoint[]) =>
    list.map(({ method, path }) => `${method} ${path}`).join(', ') || 'none';
  throw new Error(
    `The API must serve each endpoint of the contract once. Missing: ${describe(missing)}; twice: ${describe(twice)}; not in the contract: ${describe(foreign)}.`,
  );
}
