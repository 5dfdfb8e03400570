import { performance } from 'node:perf_hooks';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

/** Inputs that make a backtracking pattern work quadratically or worse, each 160,000 characters or more. */
const HOSTILE_TEXTS: Array<[string, string]> = [
  ['dots between at-signs', `a@${'.'.repeat(160_000)}@`],
  ['dotted labels', `a@${'a.'.repeat(80_000)}@`],
  ['at-signs', '@'.repeat(160_000)],
  ['one long word', 'a'.repeat(160_000)],
  ['spaces and dots', ` a@b${' .'.repeat(80_000)}`],
  ['digits and spaces', `+${'1 '.repeat(80_000)}x`],
];

/** Well under the 50 ms, and over a thousand times faster than the quadratic pattern was. */
const BUDGET_MS = 50;

describe('worst-case inputs for the validation patterns', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
  });
  afterAll(tearDownTestApp);

  const timed = async (send: () => PromiseLike<{ status: number }>) => {
    const started = performance.now();
    const { status } = await send();
    return { status, ms: performance.now() - started };
  };

  const bodiesFor = (text: string): Array<[string, string, object, boolean]> => [
    ['POST /api/newsletter email', '/api/newsletter', { email: text }, false],
    [
      'POST /api/messages email',
      '/api/messages',
      { name: 'A', phone: '0803', email: text, message: 'Hi', category: 'contactmessage' },
      false,
    ],
    [
      'POST /api/messages name',
      '/api/messages',
      { name: text, phone: '0803', email: 'a@b.co', message: 'Hi', category: 'contactmessage' },
      false,
    ],
    [
      'POST /api/messages/addcontacts Email',
      '/api/messages/addcontacts',
      { title: text, category: 'Email' },
      true,
    ],
    [
      'POST /api/messages/addcontacts Phone',
      '/api/messages/addcontacts',
      { title: text, category: 'Phone' },
      true,
    ],
    ['POST /api/users/login', '/api/users/login', { username: text, password: text }, false],
  ];

  it.each(HOSTILE_TEXTS)('refuses %s with 400 within the budget on every form', async (_name, text) => {
    const slow: string[] = [];
    for (const [call, path, body, admin] of bodiesFor(text)) {
      const post = () => {
        const request = context.http.post(path);
        return (admin ? request.set('Authorization', context.adminAuth) : request).send(body);
      };
      // The fastest of three: a busy machine can delay one answer, but a super-linear pattern would
      // make every one of them take seconds.
      const runs = [await timed(post), await timed(post), await timed(post)];
      const status = runs[0]?.status;
      const ms = Math.min(...runs.map((run) => run.ms));
      expect({ call, status }).toEqual({ call, status: 400 });
      if (ms >= BUDGET_MS) slow.push(`${call}: ${ms.toFixed(1)} ms`);
    }
    expect(slow).toEqual([]);
  });
});
