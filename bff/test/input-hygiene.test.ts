import { MessageModel } from '../src/modules/messages/message.model';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

const enquiry = {
  name: 'Aisha Bello',
  phone: '+234 803 000 1111',
  email: 'aisha@example.com',
  message: 'Is there a family discount for Umrah in March?',
  category: 'umrahmessage',
};

describe('text as people (and attackers) type it', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
  });
  afterAll(tearDownTestApp);
  beforeEach(() => MessageModel.deleteMany({}));

  const send = (body: object) => context.http.post('/api/messages').send(body);

  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['a zero-width joiner and a word joiner', '\u200D\u2060'],
    ['a byte-order mark', '\uFEFF'],
    ['no-break and ideographic spaces', '\u00A0\u3000\u2003'],
    ['a mix of them', ' \u200B\u00A0\u200C '],
  ])('treats a name made only of %s as missing', async (_what, name) => {
    const response = await send({ ...enquiry, name });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Name is required.');
    expect(await MessageModel.countDocuments()).toBe(0);
  });

  it('removes the controls that reorder text from a name', async () => {
    const response = await send({ ...enquiry, name: 'Aisha\u202E olleB\u202C \u2066Bello\u2069\u200F' });
    expect(response.status).toBe(201);
    expect(response.body.name).toBe('Aisha olleB Bello');
    expect((await MessageModel.findOne().lean())?.name).toBe('Aisha olleB Bello');
  });

  it('stores text in one Unicode form (NFC), whichever way the accent was typed', async () => {
    const decomposed = 'Jose\u0301 Ade\u0301 — cafe\u0301';
    const response = await send({ ...enquiry, name: decomposed, message: decomposed });
    expect(response.status).toBe(201);
    const stored = await MessageModel.findOne().lean();
    expect(stored?.name).toBe('José Adé — café');
    expect(stored?.message).toBe('José Adé — café');
  });

  it('answers 405 with Allow for a known path and a wrong method, and 404 for an unknown path', async () => {
    const wrongMethod = await context.http.put('/api/messages').send({});
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow?.split(/, ?/).sort()).toEqual(['GET', 'HEAD', 'POST']);

    const deleteHealth = await context.http.delete('/api/health');
    expect(deleteHealth.status).toBe(405);
    expect(deleteHealth.headers.allow).toContain('GET');

    expect((await context.http.get('/api/nothing-here')).status).toBe(404);
  });
});
