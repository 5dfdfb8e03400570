/**
 * Finds a MongoDB for the test run, in this order: MONGODB_URI; a testcontainers MongoDB when a
 * Docker engine answers; mongodb-memory-server (downloads mongod where it can). Never skips silently.
 */
type Stop = () => Promise<unknown>;

declare global {
  var __stopTestMongo: Stop | undefined;
}

async function fromTestcontainers(): Promise<{ uri: string; stop: Stop } | undefined> {
  const { getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch {
    return undefined;
  }
  const { MongoDBContainer } = await import('@testcontainers/mongodb');
  const container = await new MongoDBContainer('mongo:7').start();
  return { uri: `${container.getConnectionString()}?directConnection=true`, stop: () => container.stop() };
}

async function fromMemoryServer(): Promise<{ uri: string; stop: Stop }> {
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  const server = await MongoMemoryServer.create();
  return { uri: server.getUri(), stop: () => server.stop() };
}

export default async function setup(): Promise<void> {
  if (process.env.MONGODB_URI) {
    process.env.TEST_MONGODB_URI = process.env.MONGODB_URI;
    return;
  }
  const failures: string[] = [];
  try {
    const found = (await fromTestcontainers()) ?? undefined;
    if (found) {
      process.env.TEST_MONGODB_URI = found.uri;
      globalThis.__stopTestMongo = found.stop;
      return;
    }
    failures.push('testcontainers: no Docker engine answered');
  } catch (error) {
    failures.push(`testcontainers: ${(error as Error).message}`);
  }
  try {
    const found = await fromMemoryServer();
    process.env.TEST_MONGODB_URI = found.uri;
    globalThis.__stopTestMongo = found.stop;
    return;
  } catch (error) {
    failures.push(`mongodb-memory-server: ${(error as Error).message}`);
  }
  throw new Error(
    [
      'The BFF tests need a MongoDB and found none. Provide one of:',
      '  1. MONGODB_URI pointing at a running MongoDB (e.g. `docker run -d -p 127.0.0.1:27017:27017 mongo:7`, then MONGODB_URI=mongodb://127.0.0.1:27017),',
      '  2. a Docker engine, so testcontainers can start mongo:7,',
      '  3. a machine that can download mongod, so mongodb-memory-server can start it.',
      `Tried: ${failures.join('; ')}`,
    ].join('\n'),
  );
}
