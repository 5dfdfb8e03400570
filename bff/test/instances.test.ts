import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { databaseUri, productionEnv, type RunningBff, startBff } from './support/bff-process';
import { type Call, sendFrom } from './support/send-from';

/** The proxy in front of both BFFs (the shell's, in production), the one address they trust. */
const PROXY = '127.0.0.1';
const CLIENT = '198.51.100.7';

describe('two BFF processes behind one proxy, on one database', () => {
  const databaseName = `test_instances_${randomBytes(3).toString('hex')}`;
  /** One environment for both: the same keys, as instances of one deployment share them. */
  const env = { ...productionEnv(databaseName), TRUSTED_PROXIES: PROXY, PUBLIC_POST_LIMIT: '4' };
  const bffs: RunningBff[] = [];
  const ports: number[] = [];

  beforeAll(async () => {
    for (let instance = 0; instance < 2; instance += 1) {
      const bff = startBff(env);
      bffs.push(bff);
      ports.push(Number((await bff.waitFor((line) => line.msg === 'BFF listening')).port));
    }
  }, 60_000);
  afterAll(async () => {
    for (const bff of bffs) bff.child.kill('SIGTERM');
    await Promise.all(bffs.map((bff) => bff.exited));
    // A connection of its own, without the app's models: theirs would recreate their indexes.
    const connection = await mongoose.createConnection(databaseUri(databaseName)).asPromise();
    await connection.dropDatabase();
    await connection.close();
  });

  /** The proxy forwards `call` for CLIENT to each BFF in turn, as a round-robin balancer would. */
  const alternately = async (calls: Call[]) => {
    const statuses: number[] = [];
    for (const [index, call] of calls.entries()) {
      const port = ports[index % ports.length] ?? 0;
      const answer = await sendFrom(PROXY, port, { ...call, headers: { 'X-Forwarded-For': CLIENT } });
      statuses.push(answer.status);
    }
    return statuses;
  };

  it('enforce one public form limit between them', async () => {
    const enquiries = Array.from({ length: 8 }, (_, index) => ({
      method: 'POST' as const,
      path: '/api/messages',
      body: {
        name: 'Aisha Bello',
        phone: `0803 000 ${1000 + index}`,
        email: `aisha.${index}@example.com`,
        message: 'Is there a family discount for Umrah in March?',
        category: 'umrahmessage',
      },
    }));

    expect(await alternately(enquiries)).toEqual([201, 201, 201, 201, 429, 429, 429, 429]);
  });

  it('enforce one login limit between them', async () => {
    const guesses = Array.from({ length: 8 }, (_, index) => ({
      method: 'POST' as const,
      path: '/api/users/login',
      body: { username: 'operator', password: `guess-${index}` },
    }));

    expect(await alternately(guesses)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });
});
