import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendRaw, spellingsOf } from '@safa/test-support/path-spellings';
import { snapshotDatabase } from './support/db-snapshot';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

const SOME_ID = '0123456789abcdef01234567';

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
}

describe('an admin operation under another spelling of its path', () => {
  let context: TestContext;
  let server: Server;
  let adminOperations: Array<[string, string]>;

  beforeAll(async () => {
    context = await setUpTestApp();
    server = createServer(context.app.callback()).listen(0, '127.0.0.1');
    const document = (await context.http.get('/api/openapi.json')).body as OpenApiDocument;
    adminOperations = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => (operation.security ?? []).length > 0)
        .map(([method, _operation]): [string, string] => [method, path.replace('{id}', SOME_ID)]),
    );
  });
  afterAll(async () => {
    server.close();
    await tearDownTestApp();
  });

  it('finds the admin operations in the OpenAPI document', () => {
    expect(adminOperations.length).toBeGreaterThanOrEqual(14);
  });

  it('is never served without a token, whatever the spelling, and changes nothing', async () => {
    const before = await snapshotDatabase();
    const served: string[] = [];
    for (const [method, path] of adminOperations) {
      for (const [spelling, variant] of spellingsOf(path)) {
        const { status } = await sendRaw((server.address() as AddressInfo).port, method, variant);
        if (![401, 404, 405].includes(status)) {
          served.push(`${method.toUpperCase()} ${variant} (${spelling}) answered ${status}`);
        }
      }
    }
    expect(served).toEqual([]);
    expect(await snapshotDatabase()).toBe(before);
  });
});
