import { type Endpoint, endpoints, errorBodySchema, errorStatuses, type MultipartBody } from '@safa/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (what OpenAPI 3.1 uses); requests as clients may send them. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

function multipartSchema({ fields, files }: MultipartBody): JsonSchema {
  const fileParts = Object.fromEntries(
    Object.entries(files).map(([name, description]) => [
      name,
      { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' }, description },
    ]),
  );
  return { type: 'object', properties: { ...fields, ...fileParts } };
}

function requestBody(endpoint: Endpoint): JsonSchema | undefined {
  const content: JsonSchema = {};
  if (endpoint.body) content['application/json'] = { schema: jsonSchema(endpoint.body, 'input') };
  if (endpoint.multipart) content['multipart/form-data'] = { schema: multipartSchema(endpoint.multipart) };
  return Object.keys(content).length > 0 ? { required: true, content } : undefined;
}

const ERROR_TEXTS: Record<number, string> = {
  400: 'Invalid input: `message` is the first problem, `issues` lists them all',
  401: 'Missing, malformed, tampered or expired token, or a session that has ended',
  404: 'Unknown id',
  409: 'Already subscribed (`error` says so too)',
  413: 'A file or the body is too large',
  415: 'A file is not of an accepted type (judged by its bytes)',
  416: 'Requested range not satisfiable',
  429: 'Too many attempts; see Retry-After',
  503: 'MongoDB is unavailable; on a login also: too many password checks at once, see Retry-After',
};

/** An answer's schema; a list that pages answers one of two, as its query asks (see the contract's list-page.ts). */
function answerSchema(answer: z.ZodType, pageAnswer: z.ZodType | undefined): JsonSchema {
  if (!pageAnswer) return jsonSchema(answer, 'output');
  return {
    oneOf: [
      { ...jsonSchema(answer, 'output'), description: 'Without `page`: the whole list' },
      { ...jsonSchema(pageAnswer, 'output'), description: 'With `page`: that page of the list' },
    ],
  };
}

function responses(endpoint: Endpoint): JsonSchema {
  const errorContent = { 'application/json': { schema: jsonSchema(errorBodySchema, 'output') } };
  const answers: JsonSchema = {
    [endpoint.status]: {
      description: endpoint.summary,
      ...(endpoint.answer && {
        content: { 'application/json': { schema: answerSchema(endpoint.answer, endpoint.pageAnswer) } },
      }),
    },
  };
  for (const status of errorStatuses(endpoint)) {
    answers[status] = { description: ERROR_TEXTS[status] ?? 'Error', content: errorContent };
  }
  return answers;
}

/** `/packages/:id` as OpenAPI writes it: `/packages/{id}`. */
const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

function pathParameters(endpoint: Endpoint): JsonSchema[] {
  if (!endpoint.path.includes('/:id')) return [];
  return [{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[a-f\\d]{24}$' } }];
}

function queryParameters(endpoint: Endpoint): JsonSchema[] {
  if (!endpoint.query) return [];
  const { properties = {}, required = [] } = jsonSchema(endpoint.query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema,
  }));
}

function describe(operationId: string, endpoint: Endpoint): JsonSchema {
  const body = requestBody(endpoint);
  return {
    operationId,
    summary: endpoint.summary,
    tags: [endpoint.access],
    security: endpoint.access === 'admin' ? [{ bearerAuth: [] }] : [],
    parameters: [...pathParameters(endpoint), ...queryParameters(endpoint)],
    ...(body && { requestBody: body }),
    responses: responses(endpoint),
  };
}

/** The OpenAPI 3.1 document of the whole /api, generated from the contract's endpoint table. */
export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [operationId, endpoint] of Object.entries<Endpoint>(endpoints)) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: describe(operationId, endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Safa Travels API',
      version: '1.0.0',
      description:
        'The BFF of the public site and the admin back office. Admin calls need `Authorization: Bearer <token>` with the token the login answers; the logout ends that session.',
    },
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
