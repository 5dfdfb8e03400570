import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import mongoose, { type Connection } from 'mongoose';
import { databaseUri, type RunningBff, startBff } from './support/bff-process';

const enquiry = {
  name: 'Aisha Bello',
  phone: '+234 803 000 1111',
  email: 'aisha@example.com',
  message: 'Is there a family discount for Umrah in March?',
  category: 'umrahmessage',
};

/** Posts `body` as it is (a test client would encode it again), labelled with `encoding`. */
function post(port: number, encoding: string, body: Buffer): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/messages',
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Against the BFF in a process of its own: in Jest's sandbox, zlib's errors are of another realm's
 * Error, which changes how koa-body hands them on; this is how production meets them.
 */
describe('compressed request bodies', () => {
  const databaseName = `test_compressed_${randomBytes(3).toString('hex')}`;
  let bff: RunningBff;
  let port: number;
  let database: Connection;
  const stored = () => database.collection('messages').countDocuments();

  beforeAll(async () => {
    bff = startBff({
      MONGODB_URI: databaseUri(databaseName),
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO_DATA: 'false',
      PUBLIC_POST_LIMIT: '1000',
    });
    port = Number((await bff.waitFor((line) => line.msg === 'BFF listening')).port);
    database = await mongoose.createConnection(databaseUri(databaseName)).asPromise();
  }, 60_000);
  afterAll(async () => {
    bff.child.kill('SIGTERM');
    await bff.exited;
    await database.dropDatabase();
    await database.close();
  });

  it.each([
    ['gzip', gzipSync],
    ['br', brotliCompressSync],
  ])('accepts a %s body', async (encoding, compress) => {
    const before = await stored();
    const response = await post(port, encoding, compress(Buffer.from(JSON.stringify(enquiry))));
    expect(response.status).toBe(201);
    expect(await stored()).toBe(before + 1);
  });

  it.each(['gzip', 'deflate', 'br'])(
    'answers a corrupt %s body with 400 and a clear message, storing nothing',
    async (encoding) => {
      const before = await stored();
      const corrupt = Buffer.concat([
        gzipSync(Buffer.from(JSON.stringify(enquiry))).subarray(0, 12),
        Buffer.from('not compressed at all'),
      ]);
      const response = await post(port, encoding, corrupt);
      expect(response).toEqual({
        status: 400,
        body: { message: 'The request body could not be decompressed.' },
      });
      expect(await stored()).toBe(before);
    },
  );

  it('answers an encoding it does not know with 415, storing nothing', async () => {
    const before = await stored();
    const response = await post(port, 'compress', Buffer.from(JSON.stringify(enquiry)));
    expect(response.status).toBe(415);
    expect(await stored()).toBe(before);
  });
});
