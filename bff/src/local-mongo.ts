import { mkdir } from 'node:fs/promises';
import { errors, MongoBinary, MongoMemoryServer } from 'mongodb-memory-server-core';

/** A local MongoDB could not be started: its message says why in a few lines, and what to do instead. */
export class LocalMongoUnavailable extends Error {
  override readonly name = 'LocalMongoUnavailable';
}

const firstLine = (text: string) =>
  text
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim() ?? text;

/** What went wrong starting a local mongod, and the two ways on: a MongoDB of one's own, or one in Docker. */
export function localMongoFailure(error: unknown): string {
  const what =
    error instanceof errors.DownloadError
      ? `mongod could not be downloaded from ${error.url} (${firstLine(error.msg)})`
      : `mongod did not start (${firstLine(error instanceof Error ? error.message : String(error))})`;
  return [
    'The BFF needs MongoDB and could not start one here.',
    `MONGODB_URI is not set, so it tried a local mongod (mongodb-memory-server), but ${what}.`,
    'To go on, either:',
    '  - set MONGODB_URI to a MongoDB you can reach: MONGODB_URI=mongodb://127.0.0.1:27017/safa npm start',
    '  - or start the one of docker-compose.yml (it listens on 127.0.0.1:27017), then the same command:',
    '    docker compose up -d mongo',
  ].join('\n');
}

/**
 * A local mongod keeping its data in `dataDir`, downloaded first where the machine has none (once).
 * The download is asked for on its own, before the server starts, so that its failure reaches the
 * caller alone, as a LocalMongoUnavailable, rather than as the library's own warning and stack.
 */
export async function startLocalMongo(
  dataDir: string,
): Promise<{ uri: string; stop: () => Promise<unknown> }> {
  try {
    await MongoBinary.getPath();
    await mkdir(dataDir, { recursive: true });
    const server = await MongoMemoryServer.create({
      instance: { dbPath: dataDir, storageEngine: 'wiredTiger', dbName: 'safa' },
    });
    return { uri: server.getUri('safa'), stop: () => server.stop({ doCleanup: false }) };
  } catch (error) {
    throw new LocalMongoUnavailable(localMongoFailure(error), { cause: error });
  }
}
