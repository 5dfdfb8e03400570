import { createApiRouters } from '../src/app';
import { loadConfig } from '../src/config';
import { createTokenService } from '../src/modules/users/token-service';
import { snapshotDatabase } from './support/db-snapshot';
import { setUpTestApp, TEST_JWT, type TestContext, tearDownTestApp } from './support/test-app';
import { refusedAuthorizations } from './support/tokens';

const UNKNOWN_ID = '0123456789abcdef01234567';

/** The list: every call not in PUBLIC_CALLS needs an admin token. */
const PUBLIC_CALLS = [
  'POST /api/users/login',
  'GET /api/messages/getallcontacts',
  'POST /api/messages',
  'POST /api/newsletter',
  'GET /api/gallery/images',
  'GET /api/gallery/videos',
  'GET /api/packages',
  'GET /api/packages/{id}',
  'GET /api/hajj/getcurrent',
  'GET /api/hajj/getallimages',
  'GET /api/media/{id}',
  'GET /api/health',
  'GET /api/openapi.json',
];

/** Each admin call with a body that would be accepted, so only the token can stop it. */
const ADMIN_CALLS: Array<[string, object | undefined]> = [
  ['POST /api/messages/addcontacts', { title: 'desk@agency.example', category: 'Email' }],
  ['DELETE /api/messages/contacts/{id}', undefined],
  ['GET /api/messages', undefined],
  ['PATCH /api/messages/{id}/respond', undefined],
  ['GET /api/newsletter', undefined],
  ['DELETE /api/newsletter/{id}', undefined],
  ['POST /api/gallery', { files: [{ type: 'image', data: 'data:image/png;base64,iVBORw0KGgo=' }] }],
  ['POST /api/gallery/order', { items: [{ id: UNKNOWN_ID, order: 1 }] }],
  ['DELETE /api/gallery/{id}', undefined],
  [
    'POST /api/packages',
    {
      title: 'T',
      description: 'D',
      category: 'hajj',
      images: ['data:image/png;base64,iVBORw0KGgo='],
      inclusions: ['Flights'],
      price: 1,
      numberOfPeople: 1,
    },
  ],
  ['PUT /api/packages/{id}', { title: 'T' }],
  ['DELETE /api/packages/{id}', undefined],
  ['POST /api/hajj/uploadimages', { category: 'Hajj', images: ['data:image/png;base64,iVBORw0KGgo='] }],
  ['DELETE /api/hajj/deleteimage/{id}', undefined],
];

function send(context: TestContext, call: string, body: object | undefined, authorization?: string) {
  const [method = '', path = ''] = call.split(' ');
  const url = path.replace('{id}', UNKNOWN_ID);
  const agent = context.http;
  let request = (
    { GET: agent.get, POST: agent.post, PUT: agent.put, PATCH: agent.patch, DELETE: agent.delete } as const
  )[method as 'GET'].call(agent, url);
  if (authorization) request = request.set('Authorization', authorization);
  return body ? request.send(body) : request;
}

describe('who may call what', () => {
  let context: TestContext;
  let refused: Array<[string, string | undefined]>;

  beforeAll(async () => {
    context = await setUpTestApp();
    refused = await refusedAuthorizations();
  });
  afterAll(tearDownTestApp);

  it.each(ADMIN_CALLS)(
    'refuses %s with 401 {message} for every missing or bad token, writing nothing',
    async (call, body) => {
      const before = await snapshotDatabase();
      for (const [what, authorization] of refused) {
        const response = await send(context, call, body, authorization);
        expect({ what, status: response.status }).toEqual({ what, status: 401 });
        expect(Object.keys(response.body)).toEqual(['message']);
      }
      expect(await snapshotDatabase()).toBe(before);
    },
  );

  it.each(ADMIN_CALLS)('lets %s through with a valid admin token', async (call, body) => {
    const response = await send(context, call, body, context.adminAuth);
    expect(response.status).not.toBe(401);
  });

  it.each(PUBLIC_CALLS.filter((call) => call.startsWith('GET')))(
    'answers %s without a token',
    async (call) => {
      const response = await send(context, call, undefined);
      expect([200, 404]).toContain(response.status);
    },
  );

  it('serves exactly the public and admin calls that the issue lists, and documents each with its access', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const { publicApi, adminApi } = createApiRouters({ config, tokens: createTokenService(TEST_JWT) });
    const served = (router: typeof publicApi) =>
      router.stack
        .flatMap((layer) =>
          layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${layer.path}`),
        )
        .map((call) => call.replace(':id', '{id}'))
        .sort();
    expect(served(publicApi)).toEqual([...PUBLIC_CALLS].sort());
    expect(served(adminApi)).toEqual(ADMIN_CALLS.map(([call]) => call).sort());

    const document = (await context.http.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { security: unknown[] }>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        call: `${method.toUpperCase()} ${path}`,
        admin: operation.security.length > 0,
      })),
    );
    expect(
      documented
        .filter((operation) => !operation.admin)
        .map((operation) => operation.call)
        .sort(),
    ).toEqual([...PUBLIC_CALLS].sort());
    expect(
      documented
        .filter((operation) => operation.admin)
        .map((operation) => operation.call)
        .sort(),
    ).toEqual(ADMIN_CALLS.map(([call]) => call).sort());
  });
});
