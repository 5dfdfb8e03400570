import { ContactModel } from '../src/modules/contacts/contact.model';
import { PackageModel } from '../src/modules/packages/package.model';
import { ALLOWED_ORIGIN, setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

describe('serving', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
    await PackageModel.insertMany(
      Array.from({ length: 10 }, (_, index) => ({
        title: `Package ${index}`,
        name: `Package ${index}`,
        description: 'A week of sun, sea and guided tours, with flights and hotels included.',
        category: 'vacation',
        images: ['/api/media/0123456789abcdef01234567'],
        inclusions: ['Flights', 'Hotel', 'Transfers'],
        price: 1_000_000 + index,
        numberOfPeople: 2,
        days: '7',
      })),
    );
  });
  afterAll(tearDownTestApp);

  describe('security headers', () => {
    it.each([
      ['a JSON answer', '/api/packages'],
      ['an error answer', '/api/nothing-here'],
    ])(
      'sends HSTS for a year, nosniff, frame-ancestors none and a referrer policy on %s',
      async (_what, path) => {
        const response = await context.http.get(path);
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(response.headers['referrer-policy']).toBe('no-referrer');
        expect(response.headers['x-frame-options']).toBe('DENY');
      },
    );
  });

  describe('CORS', () => {
    it('allows the configured origin, and says the answer varies by origin', async () => {
      const response = await context.http.get('/api/packages').set('Origin', ALLOWED_ORIGIN);
      expect(response.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
      expect(response.headers.vary).toMatch(/Origin/);
    });

    it('never reflects another origin', async () => {
      const response = await context.http.get('/api/packages').set('Origin', 'https://evil.example');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('answers a preflight from the configured origin with the methods and the Authorization header', async () => {
      const response = await context.http
        .options('/api/packages')
        .set('Origin', ALLOWED_ORIGIN)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'authorization, content-type');
      expect(response.status).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
      expect(response.headers['access-control-allow-methods']).toContain('POST');
      expect(response.headers['access-control-allow-headers']).toContain('Authorization');
    });

    it('answers a preflight from another origin without CORS headers', async () => {
      const response = await context.http
        .options('/api/packages')
        .set('Origin', 'https://evil.example')
        .set('Access-Control-Request-Method', 'DELETE');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('compression', () => {
    it.each(['br', 'gzip'])(
      'compresses a JSON list with %s for a client that accepts it',
      async (encoding) => {
        // superagent decompresses the body itself; the header shows what travelled.
        const response = await context.http.get('/api/packages').set('Accept-Encoding', encoding);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.body).toHaveLength(10);
      },
    );

    it('leaves small answers as they are', async () => {
      const response = await context.http.get('/api/hajj/getcurrent').set('Accept-Encoding', 'br, gzip');
      expect(response.headers['content-encoding']).toBeUndefined();
    });
  });

  describe('errors', () => {
    it('answers an internal failure with 500 and a plain message, never a stack or the error text', async () => {
      const find = jest.spyOn(ContactModel, 'find').mockImplementation(() => {
        throw new Error('secret detail at /srv/app/contact.service.ts:12');
      });
      try {
        const response = await context.http.get('/api/messages/getallcontacts');
        expect(response.status).toBe(500);
        expect(response.body).toEqual({ message: 'Something went wrong. Please try again later.' });
        expect(response.text).not.toMatch(/secret|\.ts|at /);
      } finally {
        find.mockRestore();
      }
    });

    it('answers malformed JSON with 400 and a plain message', async () => {
      const response = await context.http
        .post('/api/newsletter')
        .set('Content-Type', 'application/json')
        .send('{"email": ');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'The request body is not valid JSON.' });
    });

    it('answers 404 {message} for an unknown path under /api', async () => {
      const response = await context.http.get('/api/nothing-here');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Not found.' });
    });
  });

  describe('request ids', () => {
    it('keeps a sane X-Request-Id from the caller and makes one up otherwise', async () => {
      const kept = await context.http.get('/api/health').set('X-Request-Id', 'abc-123');
      expect(kept.headers['x-request-id']).toBe('abc-123');
      const made = await context.http.get('/api/health').set('X-Request-Id', 'no spaces <allowed>');
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('the OpenAPI document', () => {
    it('describes every call with its request and answer schemas generated from the contract', async () => {
      const response = await context.http.get('/api/openapi.json');
      expect(response.status).toBe(200);
      const document = response.body;
      expect(document.openapi).toBe('3.1.0');
      const login = document.paths['/api/users/login'].post;
      expect(login.requestBody.content['application/json'].schema).toMatchObject({
        type: 'object',
        required: ['username', 'password'],
        additionalProperties: false,
      });
      const upload = document.paths['/api/gallery'].post;
      expect(Object.keys(upload.requestBody.content)).toEqual(['application/json', 'multipart/form-data']);
      expect(upload.security).toEqual([{ bearerAuth: [] }]);
      expect(upload.responses['201'].content['application/json'].schema.type).toBe('array');
      expect(document.paths['/api/packages/{id}'].get.parameters[0]).toMatchObject({
        name: 'id',
        in: 'path',
      });
    });
  });
});
