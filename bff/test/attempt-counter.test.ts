import { mongo } from 'mongoose';
import { createAttemptCounter } from '../src/modules/throttle/attempt-counter';
import { AttemptCounterModel } from '../src/modules/throttle/attempt-counter.model';
import { setUpTestApp, tearDownTestApp } from './support/test-app';

describe('attempt counters', () => {
  let now = Date.now();
  const counter = createAttemptCounter({ max: 2, windowMs: 60_000 }, () => now);

  beforeAll(() => setUpTestApp());
  afterAll(tearDownTestApp);

  it('allows `max` attempts per key in a window, then tells how long until it passes', async () => {
    expect(await counter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 60 });
    now += 15_000;
    expect(await counter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 45 });
    expect(await counter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(await counter.hit('b')).toMatchObject({ allowed: true });

    now += 45_000;
    expect(await counter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });

  it('forgets cleared keys', async () => {
    await counter.hit('c');
    await counter.hit('c');
    await counter.clear(['c']);
    expect(await counter.hit('c')).toMatchObject({ allowed: true });
  });

  it('counts an attempt whose first insert lost a race to another one', async () => {
    const lostRace = new mongo.MongoServerError({ message: 'E11000 duplicate key error', code: 11000 });
    const findOneAndUpdate = jest.spyOn(AttemptCounterModel, 'findOneAndUpdate');
    // The query that fails as the driver would: when it runs.
    const failingQuery = { lean: () => Promise.reject(lostRace) };
    findOneAndUpdate.mockImplementationOnce(
      () => failingQuery as unknown as ReturnType<typeof AttemptCounterModel.findOneAndUpdate>,
    );
    try {
      await counter.hit('d');
      expect(await counter.hit('d')).toMatchObject({ allowed: true });
      expect(await counter.hit('d')).toMatchObject({ allowed: false });
      expect(findOneAndUpdate).toHaveBeenCalledTimes(4);
    } finally {
      findOneAndUpdate.mockRestore();
    }
  });
});
