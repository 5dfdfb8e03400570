import fc from 'fast-check';
import { PackageModel } from '../src/modules/packages/package.model';
import { snapshotDatabase } from './support/db-snapshot';
import { dataUrl, JPEG, PNG } from './support/media-fixtures';
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
    const created = await PackageModel.create({ ...packageBody, images: [] });
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

  const calls: Array<[string, 'post' | 'put', () => string, boolean, Record<string, unknown>]> = [
    [
      'POST /api/users/login',
      'post',
      () => '/api/users/login',
      false,
      { username: 'admin', password: 'secret' },
    ],
    ['POST /api/messages', 'post', () => '/api/messages', false, enquiry],
    ['POST /api/newsletter', 'post', () => '/api/newsletter', false, { email: 'fuzz@example.com' }],
    ['POST /api/messages/addcontacts', 'post', () => '/api/messages/addcontacts', true, contact],
    [
      'POST /api/gallery',
      'post',
      () => '/api/gallery',
      true,
      { files: [{ type: 'image', data: dataUrl(PNG), poster: '' }] },
    ],
    [
      'POST /api/gallery/order',
      'post',
      () => '/api/gallery/order',
      true,
      { items: [{ id: '0123456789abcdef01234567', order: 1 }] },
    ],
    [
      'POST /api/hajj/uploadimages',
      'post',
      () => '/api/hajj/uploadimages',
      true,
      { category: 'Hajj', images: [dataUrl(JPEG)] },
    ],
    ['POST /api/packages', 'post', () => '/api/packages', true, packageBody],
    ['PUT /api/packages/:id', 'put', () => `/api/packages/${packageId}`, true, packageBody],
  ];

  it.each(calls)(
    '%s never answers 5xx and never writes when it answers 4xx',
    async (_call, method, path, admin, valid) => {
      await fc.assert(
        fc.asyncProperty(mutationsOf(valid), async (body) => {
          const before = await snapshotDatabase();
          const response = await send(method, path(), body, admin);
          expect(response.status).toBeLessThan(500);
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
