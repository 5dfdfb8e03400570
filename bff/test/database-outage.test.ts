import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { setUpTestApp, type TestContext, tearDownTestApp, testMongoUri } from './support/test-app';

const UNAVAILABLE = { message: 'Service temporarily unavailable' };
const enquiry = { name: 'A', phone: '1', email: 'a@b.co', message: 'Hi', category: 'contactmessage' };

/** The test MongoDB's address with the proxy's host and port instead. */
function throughProxy(uri: string, proxy: TcpProxy): string {
  return uri.replace(new URL(uri).host, `127.0.0.1:${proxy.port}`);
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}

describe('when MongoDB goes away', () => {
  let context: TestContext;
  let proxy: TcpProxy;

  beforeAll(async () => {
    const { hostname, port } = new URL(testMongoUri());
    proxy = await startTcpProxy({ host: hostname, port: Number(port || 27017) });
    context = await setUpTestApp({ mongodbUri: throughProxy(testMongoUri(), proxy) });
  });
  afterAll(async () => {
    await tearDownTestApp();
    await proxy.close();
  });

  async function expectRecovery(): Promise<void> {
    proxy.restore();
    const deadline = Date.now() + 20_000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await context.http.get('/api/gallery/images')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    expect((await context.http.post('/api/messages').send(enquiry)).status).toBe(201);
  }

  it.each([
    ['refused (connections reset)', () => proxy.cut()],
    ['silent (packets lost)', () => proxy.blackHole()],
  ])(
    'answers 503 {message} within about 5 seconds while MongoDB is %s, then recovers by itself',
    async (_how, fail) => {
      expect((await context.http.get('/api/gallery/images')).status).toBe(200);

      fail();
      const calls: Array<[string, () => Promise<{ status: number; body: unknown }>]> = [
        ['a list', async () => context.http.get('/api/gallery/images')],
        ['a public write', async () => context.http.post('/api/messages').send(enquiry)],
        [
          'a login',
          async () => context.http.post('/api/users/login').send({ username: 'admin', password: 'x' }),
        ],
        ['a media file', async () => context.http.get('/api/media/0123456789abcdef01234567')],
      ];
      const outcomes = await Promise.all(
        calls.map(async ([call, send]) => {
          const { result, seconds } = await timed(send);
          return { call, status: result.status, body: result.body, withinAbout5Seconds: seconds < 7 };
        }),
      );
      expect(outcomes).toEqual(
        calls.map(([call]) => ({ call, status: 503, body: UNAVAILABLE, withinAbout5Seconds: true })),
      );

      await expectRecovery();
    },
    40_000,
  );
});
