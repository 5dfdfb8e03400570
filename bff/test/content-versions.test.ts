import { contentVersionsSchema } from '@safa/contract';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

describe('content versions', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
  });
  afterAll(tearDownTestApp);

  const versions = async () => {
    const response = await context.http.get('/api/content-versions');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    return contentVersionsSchema.parse(response.body);
  };
  const asAdmin = (request: ReturnType<TestContext['http']['post']>) =>
    request.set('Authorization', context.adminAuth);

  it('start at 0 for every part of the public content', async () => {
    expect(await versions()).toEqual({
      contacts: 0,
      gallery: 0,
      packages: 0,
      fliers: 0,
      hajjRecord: 0,
      departures: 0,
    });
  });

  it('count a successful admin write in the part it changes, and only there', async () => {
    const added = await asAdmin(context.http.post('/api/messages/addcontacts')).send({
      title: 'desk@safa.example',
      category: 'Email',
    });
    expect(added.status).toBe(201);
    expect(await versions()).toEqual({
      contacts: 1,
      gallery: 0,
      packages: 0,
      fliers: 0,
      hajjRecord: 0,
      departures: 0,
    });

    const removed = await context.http
      .delete(`/api/messages/contacts/${added.body.id}`)
      .set('Authorization', context.adminAuth);
    expect(removed.status).toBe(200);
    expect((await versions()).contacts).toBe(2);
  });

  it('are not moved by a refused write, a visitor’s form, an OPTIONS or a write without a token', async () => {
    const before = await versions();
    expect((await asAdmin(context.http.post('/api/messages/addcontacts')).send({ title: '' })).status).toBe(
      400,
    );
    expect(
      (
        await context.http.post('/api/messages').send({
          name: 'Aisha Bello',
          phone: '0803 000 1111',
          email: 'aisha@example.com',
          message: 'Hello',
          category: 'contactmessage',
        })
      ).status,
    ).toBe(201);
    expect((await context.http.options('/api/packages')).status).toBeLessThan(400);
    expect(
      (await context.http.post('/api/messages/addcontacts').send({ title: 'x', category: 'Email' })).status,
    ).toBe(401);
    expect(await versions()).toEqual(before);
  });
});
