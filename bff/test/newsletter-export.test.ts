import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Papa from 'papaparse';
import { SubscriberModel } from '../src/modules/newsletter/subscriber.model';
import { peakMemoryGrowth } from './support/peak-memory';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

const MB = 1024 * 1024;
const SUBSCRIBERS = 100_000;
const BATCH = 10_000;

/** The n-th subscriber, signed up n minutes after the first: the newest is the last. */
const subscriberNumber = (n: number) => ({
  email: `reader${String(n).padStart(6, '0')}@example.ng`,
  createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
});

interface StreamedCsv {
  headers: IncomingHttpHeaders;
  status: number | undefined;
  bytes: number;
  lines: number;
  /** The first lines and the last, as sent; nothing else is kept, so the test holds no whole file either. */
  head: string;
  tail: string;
}

/** Every this many chunks received, memory is sampled. */
const SAMPLE_EVERY = 8;

/**
 * Reads the export as a browser saving it would, counting what arrives and keeping only its ends,
 * and samples memory as it arrives.
 */
function streamExport(server: Server, authorization: string, sample: () => void): Promise<StreamedCsv> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get(`http://127.0.0.1:${port}/api/newsletter/export`, { headers: { authorization } }, (response) => {
      const seen: StreamedCsv = {
        headers: response.headers,
        status: response.statusCode,
        bytes: 0,
        lines: 1,
        head: '',
        tail: '',
      };
      response.setEncoding('utf8');
      let chunks = 0;
      response.on('data', (chunk: string) => {
        chunks += 1;
        if (chunks % SAMPLE_EVERY === 0) sample();
        seen.bytes += Buffer.byteLength(chunk);
        seen.lines += chunk.split('\n').length - 1;
        if (seen.head.length < 300) seen.head += chunk.slice(0, 300);
        seen.tail = (seen.tail + chunk).slice(-300);
      });
      response.on('end', () => resolve(seen));
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('the newsletter export', () => {
  let context: TestContext;
  let server: Server;

  beforeAll(async () => {
    context = await setUpTestApp();
    server = context.app.listen(0);
    for (let first = 0; first < SUBSCRIBERS; first += BATCH) {
      await SubscriberModel.collection.insertMany(
        Array.from({ length: BATCH }, (_, index) => subscriberNumber(first + index)),
      );
    }
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await tearDownTestApp();
  });

  it('streams all 100,000 subscribers as newsletter_subscribers.csv while memory grows by a fraction of the file', async () => {
    const {
      result: csv,
      heapUsed,
      arrayBuffers,
    } = await peakMemoryGrowth((sample) => streamExport(server, context.adminAuth, sample), {
      collection: 'all',
    });

    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="newsletter_subscribers.csv"');
    // Sent as it is read: no length known in advance.
    expect(csv.headers['transfer-encoding']).toBe('chunked');
    expect(csv.headers['content-length']).toBeUndefined();
    expect(csv.lines).toBe(SUBSCRIBERS + 1);
    const newest = subscriberNumber(SUBSCRIBERS - 1);
    expect(csv.head).toMatch(
      new RegExp(`^"Email","Date Added"\\r\\n"${newest.email}","${newest.createdAt.toISOString()}"\\r\\n`),
    );
    const oldest = subscriberNumber(0);
    expect(csv.tail.endsWith(`\r\n"${oldest.email}","${oldest.createdAt.toISOString()}"`)).toBe(true);
    // Holding the file whole would take at least its 5.4 MB; streaming holds a batch of rows and a few chunks.
    expect(csv.bytes).toBeGreaterThan(5 * MB);
    expect(heapUsed).toBeLessThan(csv.bytes);
    expect(arrayBuffers).toBeLessThan(csv.bytes);
  }, 60_000);

  it('writes an address a spreadsheet would run as a formula with an apostrophe first, quoted as the admin’s export was', async () => {
    await SubscriberModel.deleteMany({});
    await SubscriberModel.collection.insertMany([
      { email: '=hyperlink("http://evil")@x.ng', createdAt: new Date('2025-03-02T10:00:00Z') },
      { email: '+cmd@x.ng', createdAt: new Date('2025-03-01T10:00:00Z') },
      { email: 'quote"in@x.ng', createdAt: new Date('2025-02-28T10:00:00Z') },
    ]);
    const response = await context.http.get('/api/newsletter/export').set('Authorization', context.adminAuth);
    expect(response.status).toBe(200);
    expect(Papa.parse<string[]>(response.text).data).toEqual([
      ['Email', 'Date Added'],
      [`'=hyperlink("http://evil")@x.ng`, '2025-03-02T10:00:00.000Z'],
      [`'+cmd@x.ng`, '2025-03-01T10:00:00.000Z'],
      ['quote"in@x.ng', '2025-02-28T10:00:00.000Z'],
    ]);
    expect(response.text.startsWith('"Email","Date Added"\r\n"\'=hyperlink(""http://evil"")@x.ng"')).toBe(
      true,
    );
  });
});
