import pino from 'pino';
import { ensureAdminAccount } from '../src/modules/users/admin-account';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

const admin = { username: 'operator', password: 'correct horse battery staple' };

describe('POST /api/users/login', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
    await ensureAdminAccount(admin, pino({ level: 'silent' }));
  });
  afterAll(tearDownTestApp);

  it('answers a verifiable token for the right username and password', async () => {
    const response = await context.http.post('/api/users/login').send(admin);
    expect(response.status).toBe(200);
    expect(typeof response.body.token).toBe('string');
    await expect(context.tokens.verify(response.body.token)).resolves.toMatchObject({ username: 'operator' });
  });

  it('trims the username and password before checking them', async () => {
    const response = await context.http
      .post('/api/users/login')
      .send({ username: `  ${admin.username} `, password: ` ${admin.password}  ` });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong password with 401 and a message that does not say which part was wrong', async () => {
    const response = await context.http.post('/api/users/login').send({ ...admin, password: 'wrong' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Invalid username or password.' });
  });

  it('answers the same for an unknown username', async () => {
    const response = await context.http
      .post('/api/users/login')
      .send({ username: 'nobody', password: 'wrong' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Invalid username or password.' });
  });

  it.each([
    [{ username: '   ', password: admin.password }, 'Username is required.'],
    [{ username: admin.username, password: '  ' }, 'Password is required.'],
    [{}, 'Username is required.'],
  ])('answers 400 when a field is empty after trimming (%j)', async (body, message) => {
    const response = await context.http.post('/api/users/login').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(Array.isArray(response.body.issues)).toBe(true);
  });
});
