import { errorBodySchema } from '@safa/shared-ui/contract';
import { z } from 'zod';
import type { MultipartBody, Operation } from './operations';
import { OPERATIONS } from './operations';

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

function requestBody(operation: Operation): JsonSchema | undefined {
  if (!operation.body) return undefined;
  const content: JsonSchema = { 'application/json': { schema: jsonSchema(operation.body, 'input') } };
  if (operation.multipart) content['multipart/form-data'] = { schema: multipartSchema(operation.multipart) };
  return { required: true, content };
}

const ERROR_TEXTS: Record<number, string> = {
  400: 'Invalid input: `message` is the first problem, `issues` lists them all',
  401: 'Missing, malformed, tampered, expired or foreign token',
  404: 'Unknown id',
  409: 'Already subscribed (`error` says so too)',
  413: 'A file or the body is too large',
  415: 'A file is not of an accepted type (judged by its bytes)',
  416: 'Requested range not satisfiable',
  429: 'Too many attempts; see Retry-After',
  503: 'MongoDB is unavailable',
};

function responses(operation: Operation): JsonSchema {
  const errorContent = { 'application/json': { schema: jsonSchema(errorBodySchema, 'output') } };
  const statuses = [...operation.errors, ...(operation.access === 'admin' ? [401] : []), 503];
  const answers: JsonSchema = {
    [operation.status]: {
      description: operation.summary,
      ...(operation.answer && {
        content: { 'application/json': { schema: jsonSchema(operation.answer, 'output') } },
      }),
    },
  };
  for (const status of statuses.sort((a, b) => a - b)) {
    answers[status] = { description: ERROR_TEXTS[status] ?? 'Error', content: errorContent };
  }
  return answers;
}

function describe(operation: Operation): JsonSchema {
  const body = requestBody(operation);
  return {
    summary: operation.summary,
    tags: [operation.access],
    security: operation.access === 'admin' ? [{ bearerAuth: [] }] : [],
    ...(operation.path.includes('{id}') && {
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[a-f\\d]{24}$' } },
      ],
    }),
    ...(body && { requestBody: body }),
    responses: responses(operation),
  };
}

/** The OpenAPI 3.1 document of the whole /api, generated from the contract's zod schemas. */
export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of OPERATIONS) {
    const path = `/api${operation.path}`;
    paths[path] = { ...paths[path], [operation.method]: describe(operation) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Safa Travels API',
      version: '1.0.0',
      description:
        'The BFF of the public site and the admin back office. Admin calls need `Authorization: Bearer <token>` from POST /api/users/login.',
    },
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
