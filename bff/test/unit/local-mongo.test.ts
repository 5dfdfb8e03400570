import { errors } from 'mongodb-memory-server-core';
import { localMongoFailure } from '../../src/local-mongo';

const URL = 'https://fastdl.mongodb.org/linux/mongodb-linux-x86_64-debian12-8.2.6.tgz';

describe('a local MongoDB that cannot start', () => {
  it('says in a few lines that mongod could not be downloaded, and the two ways on', () => {
    const text = localMongoFailure(new errors.DownloadError(URL, 'getaddrinfo ENOTFOUND fastdl.mongodb.org'));
    expect(text.split('\n')).toEqual([
      'The BFF needs MongoDB and could not start one here.',
      `MONGODB_URI is not set, so it tried a local mongod (mongodb-memory-server), but mongod could not be downloaded from ${URL} (getaddrinfo ENOTFOUND fastdl.mongodb.org).`,
      'To go on, either:',
      '  - set MONGODB_URI to a MongoDB you can reach: MONGODB_URI=mongodb://127.0.0.1:27017/safa npm start',
      '  - or start the one of docker-compose.yml (it listens on 127.0.0.1:27017), then the same command:',
      '    docker compose up -d mongo',
    ]);
  });

  it('says what stopped any other start, by its first line alone: no stack', () => {
    const failure = new Error(
      'Instance failed to start because a library is missing\n    at MongoInstance.start (x.js:1:1)',
    );
    const lines = localMongoFailure(failure).split('\n');
    expect(lines[1]).toBe(
      'MONGODB_URI is not set, so it tried a local mongod (mongodb-memory-server), but mongod did not start (Instance failed to start because a library is missing).',
    );
    expect(lines.join('\n')).not.toMatch(/\bat \S+ \(/);
    expect(lines).toHaveLength(6);
  });
});
