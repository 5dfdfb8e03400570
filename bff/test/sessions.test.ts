import pino from 'pino';
import { ensureAdminAccount } from '../src/modules/users/admin-account';
import { fakeDateOnly, moveTime } from './support/fake-date';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';
import { signToken } from './support/tokens';

const MINUTE = 60 * 1000;
const silent = pino({ level: 'silent' });
const admin = { username: 'admin', password: 'a passphrase nobody guesses' };

describe('admin sessions', () => {
  let context: TestContext;

  beforeAll(async () => {
    // Sessions read the time from Date, the only thing faked here (timers and MongoDB run as usual).
    fakeDateOnly();
    context = await setUpTestApp();
    await ensureAdminAccount(admin, silent);
  });
  afterAll(async () => {
    jest.useRealTimers();
    await tearDownTestApp();
  });

  const logIn = async () => {
    const response = await context.http.post('/api/users/login').send(admin);
    expect(response.status).toBe(200);
    return `Bearer ${response.body.token as string}`;
  };
  const listMessages = (authorization: string) =>
    context.http.get('/api/messages').set('Authorization', authorization);

  it('ends on logout: the same token is refused from then on', async () => {
    const authorization = await logIn();
    expect((await listMessages(authorization)).status).toBe(200);

    const logout = await context.http.post('/api/users/logout').set('Authorization', authorization);
    expect(logout.status).toBe(204);

    const after = await listMessages(authorization);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Your session has expired or is invalid. Please log in again.' });
    expect((await context.http.post('/api/users/logout').set('Authorization', authorization)).status).toBe(
      401,
    );
  });

  it('ends only the session that logs out', async () => {
    const [first, second] = [await logIn(), await logIn()];
    await context.http.post('/api/users/logout').set('Authorization', first);
    expect((await listMessages(first)).status).toBe(401);
    expect((await listMessages(second)).status).toBe(200);
  });

  it('ends after 30 minutes without a call, and each call restarts those 30 minutes', async () => {
    const authorization = await logIn();
    moveTime(29 * MINUTE);
    expect((await listMessages(authorization)).status).toBe(200);
    moveTime(29 * MINUTE);
    expect((await listMessages(authorization)).status).toBe(200);
    moveTime(30 * MINUTE + 1000);
    expect((await listMessages(authorization)).status).toBe(401);
  });

  it('refuses a correctly signed token whose subject is not the admin account', async () => {
    const authorization = `Bearer ${await signToken({ subject: 'mallory' })}`;
    expect((await listMessages(authorization)).status).toBe(401);
  });

  it('ends every session when the admin password changes', async () => {
    const authorization = await logIn();
    await ensureAdminAccount({ ...admin, password: 'another passphrase nobody guesses' }, silent);
    expect((await listMessages(authorization)).status).toBe(401);
    await ensureAdminAccount(admin, silent);
    expect((await listMessages(authorization)).status).toBe(401);
    expect((await listMessages(await logIn())).status).toBe(200);
  });

  it('ends every session of an account that is no longer the admin', async () => {
    const authorization = await logIn();
    await ensureAdminAccount({ username: 'operator', password: admin.password }, silent);
    expect((await listMessages(authorization)).status).toBe(401);
    await ensureAdminAccount(admin, silent);
  });
});
