import { type Endpoint, type EndpointName, endpoints, errorStatuses } from '@safa/contract';
import fc from 'fast-check';
import { PackageModel } from '../src/modules/packages/package.model';
import { snapshotDatabase } from './support/db-snapshot';
import { dataUrl, JPEG } from './support/media-fixtures';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

/** Values an attacker puts where a string or number belongs. */
const hostileValue = fc.oneof(
  fc.constantFrom<unknown>(
    { $gt: '' },
    { $ne: null },
    { $where: 'sleep(1000)' },
    { $regex: '.*' },
    { $in: ['admin'] },
    JSON.parse('{"__proto__": {"polluted": true}}'),
    { constructor: { prototype: { polluted: true } } },
    [],
    [{ $gt: '' }],
    null,
    true,
    -1,
    1e308,
    '',
    ' ',
    'x'.repeat(20_000),
    '/api/media/0123456789abcdef01234567',
    'data:image/png;base64,AAAA',
    'data:text/html;base64,PHNjcmlwdD4=',
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Values of the right kind that may still be wrong (empty, too long, out of range). */
const plausibleValue = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.emailAddress(),
  fc.integer({ min: -5, max: 5_000_000 }),
  fc.double({ noNaN: false }),
  fc.array(fc.string({ maxLength: 20 }), { maxLength: 3 }),
);

/** A valid body, or one with a field replaced by (or a key added with) a plausible or hostile value. */
function mutationsOf(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = [...Object.keys(valid), '__proto__', 'constructor', '$set', 'website', 'id', '_id'];
  return fc.oneof(
    fc.constant(valid),
    fc
      .record({ key: fc.constantFrom(...keys), value: fc.oneof(plausibleValue, hostileValue) })
      .map(({ key, value }) => {
        const body: Record<string, unknown> = { ...valid };
        Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
        return body;
      }),
    fc.jsonValue({ maxDepth: 4 }),
    hostileValue,
  );
}

const contact = { title: 'desk@agency.example', category: 'Email' };
const enquiry = { name: 'A', phone: '0803', email: 'a@b.co', message: 'Hi', category: 'hajjmessage' };
const packageBody = {
  title: 'T',
  description: 'D',
  category: 'hajj' as const,
  images: [dataUrl(JPEG)],
  inclusions: ['Flights'],
  price: 10,
  numberOfPeople: 1,
  days: '7',
};

describe('fuzzing every body and id', () => {
  let context: TestContext;
  let packageId: string;

  beforeAll(async () => {
    context = await setUpTestApp();
    const created = await PackageModel.create({
      ...packageBody,
      name: packageBody.title,
      images: ['/api/media/0123456789abcdef01234567'],
    });
    packageId = created.id;
  });
  afterAll(tearDownTestApp);

  /** Sends `body` as JSON text, so keys such as `__proto__` travel as they are. */
  const send = (method: 'post' | 'put', path: string, body: unknown, admin: boolean) => {
    const request = context.http[method](path).set('Content-Type', 'application/json');
    return (admin ? request.set('Authorization', context.adminAuth) : request).send(
      JSON.stringify(body) ?? 'null',
    );
  };

  /** Each JSON-body endpoint (the uploads in their JSON form), where to send it and a valid body. */
  const calls: Array<[EndpointName, () => string, Record<string, unknown>]> = [
    ['login', () => '/api/users/login', { username: 'admin', password: 'secret' }],
    ['sendMessage', () => '/api/messages', enquiry],
    ['subscribe', () => '/api/newsletter', { email: 'fuzz@example.com' }],
    ['addContact', () => '/api/messages/addcontacts', contact],
    [
      'saveGalleryOrder',
      () => '/api/gallery/order',
      { items: [{ id: '0123456789abcdef01234567', order: 1 }] },
    ],
    ['uploadFliers', () => '/api/hajj/uploadimages', { category: 'Hajj', images: [dataUrl(JPEG)] }],
    ['createPackage', () => '/api/packages', packageBody],
    ['updatePackage', () => `/api/packages/${packageId}`, packageBody],
  ];

  /** The statuses the OpenAPI document lists for an endpoint. */
  const documented = (endpoint: Endpoint) => [endpoint.status, ...errorStatuses(endpoint)];

  it.each(calls)(
    '%s never answers 5xx or an undocumented status, and never writes when it answers 4xx',
    async (name, path, valid) => {
      const endpoint: Endpoint = endpoints[name];
      const method = endpoint.method === 'PUT' ? 'put' : 'post';
      await fc.assert(
        fc.asyncProperty(mutationsOf(valid), async (body) => {
          const before = await snapshotDatabase();
          const response = await send(method, path(), body, endpoint.access === 'admin');
          expect(response.status).toBeLessThan(500);
          expect(documented(endpoint)).toContain(response.status);
          if (response.status >= 400) expect(await snapshotDatabase()).toBe(before);
          expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
        }),
        { numRuns: 60 },
      );
    },
  );

  it('never answers 5xx for any id in a path, and never writes when it refuses one', async () => {
    const paths = [
      (id: string) => ['get', `/api/packages/${id}`] as const,
      (id: string) => ['delete', `/api/packages/${id}`] as const,
      (id: string) => ['delete', `/api/gallery/${id}`] as const,
      (id: string) => ['delete', `/api/newsletter/${id}`] as const,
      (id: string) => ['delete', `/api/messages/contacts/${id}`] as const,
      (id: string) => ['delete', `/api/hajj/deleteimage/${id}`] as const,
      (id: string) => ['patch', `/api/messages/${id}/respond`] as const,
      (id: string) => ['get', `/api/media/${id}`] as const,
    ];
    const ids = fc.oneof(
      fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
      fc.stringMatching(/^[a-f\d]{24}$/),
      fc.constantFrom(
        '%24gt',
        '%7B%22%24ne%22%3Anull%7D',
        '__proto__',
        'constructor',
        '..%2F..',
        '0'.repeat(24),
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), ids, async (route, id) => {
        const [method, path] = route(id);
        const before = await snapshotDatabase();
        const response = await context.http[method](path).set('Authorization', context.adminAuth);
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) expect(await snapshotDatabase()).toBe(before);
      }),
      { numRuns: 150 },
    );
  });
});
