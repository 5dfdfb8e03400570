import { createBoundedQueue, QueueFullError } from '../../src/modules/throttle/bounded-queue';

/** A task that runs until its `finish` is called. */
function controlledTask(log: string[], name: string) {
  let finish: (outcome?: Error) => void = () => undefined;
  const task = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`start ${name}`);
      finish = (outcome) => (outcome ? reject(outcome) : resolve(name));
    });
  return { task, finish: (outcome?: Error) => finish(outcome) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('bounded queue', () => {
  it('runs `concurrency` tasks at once, lets `maxWaiting` wait in order, and refuses the rest at once', async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 2 });
    const log: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => controlledTask(log, name));
    if (!a || !b || !c) throw new Error('three tasks');

    const results = [queue.run(a.task), queue.run(b.task), queue.run(c.task)];
    await expect(queue.run(async () => 'd')).rejects.toBeInstanceOf(QueueFullError);
    await settle();
    expect(log).toEqual(['start a']);

    a.finish(new Error('a failed'));
    await expect(results[0]).rejects.toThrow('a failed');
    await settle();
    expect(log).toEqual(['start a', 'start b']);

    b.finish();
    await settle();
    c.finish();
    expect(await Promise.all(results.slice(1))).toEqual(['b', 'c']);
    expect(await queue.run(async () => 'e')).toBe('e');
  });
});
