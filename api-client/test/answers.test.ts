import { HttpResponse, http } from 'msw';
import { ApiError, call } from '../src';
import { useServer } from './server';

const server = useServer();

const hajj = { price: 7_500_000, numberOfPeople: 40 };

/** Runs `test` as a production build would (NODE_ENV is what the bundler replaces). */
async function inProduction(test: () => Promise<void>) {
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await test();
  } finally {
    process.env.NODE_ENV = mode;
  }
}

describe('answers', () => {
  it('resolves with the answer as the contract reads it', async () => {
    server.use(
      http.get('http://localhost/api/hajj/getcurrent', () => HttpResponse.json({ ...hajj, internal: 'x' })),
    );

    await expect(call('getCurrentHajj')).resolves.toEqual(hajj);
  });

  it('rejects an answer the contract does not describe, in tests and development', async () => {
    server.use(
      http.get('http://localhost/api/packages', () =>
        HttpResponse.json([{ title: 'Umrah', price: '2,500,000' }]),
      ),
      http.get('http://localhost/api/hajj/getcurrent', () => new HttpResponse(null, { status: 200 })),
    );

    const wrongShape = await call('listPackages').catch((caught: unknown) => caught);
    const noAnswer = await call('getCurrentHajj').catch((caught: unknown) => caught);

    for (const error of [wrongShape, noAnswer]) {
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(ApiError);
      expect((error as Error).name).toMatch(/ZodError/);
    }
  });

  it('passes the answer on as it came in production, where no schema is loaded', async () => {
    const odd = [{ title: 'Umrah', price: '2,500,000' }];
    server.use(
      http.get('http://localhost/api/packages', () => HttpResponse.json(odd)),
      http.get('http://localhost/api/hajj/getcurrent', () => HttpResponse.json({ ...hajj, internal: 'x' })),
    );

    await inProduction(async () => {
      await expect(call('listPackages')).resolves.toEqual(odd);
      await expect(call('getCurrentHajj')).resolves.toEqual({ ...hajj, internal: 'x' });
    });
  });

  it('resolves with nothing for an endpoint that answers no content', async () => {
    server.use(http.post('http://localhost/api/users/logout', () => new HttpResponse(null, { status: 204 })));

    await expect(call('logout')).resolves.toBeUndefined();
  });

  it('resolves with the JSON, or the text, of an endpoint whose answer the contract does not describe', async () => {
    const document = { openapi: '3.1.0', paths: {} };
    server.use(http.get('http://localhost/api/openapi.json', () => HttpResponse.json(document)));
    await expect(call('openApi')).resolves.toEqual(document);

    server.use(http.get('http://localhost/api/openapi.json', () => HttpResponse.text('openapi: 3.1.0')));
    await expect(call('openApi')).resolves.toBe('openapi: 3.1.0');
  });
});
