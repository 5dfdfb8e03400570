import { recoveryCodesSchema, secondFactorSetupSchema, secondFactorStatusSchema } from '@safa/contract';
import { Secret, TOTP } from 'otpauth';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ensureAdminAccount } from '../src/modules/users/admin-account';
import { AdminUserModel } from '../src/modules/users/admin-user.model';
import { fakeDateOnly, moveTime } from './support/fake-date';
import { setUpTestApp, TEST_CIPHER, type TestContext, tearDownTestApp } from './support/test-app';

const admin = { username: 'operator', password: 'correct horse battery staple' };
const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
const CODE_WRONG =
  'That code is not right. Enter the code your authenticator app shows now, or an unused recovery code.';

/** The time of the authenticator app's next code (each code is taken once). */
const nextCodeStep = () => moveTime(30_000);
/** The code an authenticator app shows now for `secret`. */
const appCode = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();
/** A code of this secret, but not the one of now or the steps beside it. */
const staleCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() - 10 * 60_000 });

describe('the second factor of the admin account', () => {
  let context: TestContext;
  let address = 0;
  /** Each test logs in from addresses of its own, so the login limits of one do not meet another's. */
  const fromNewAddress = () => `198.51.100.${++address}`;

  beforeAll(async () => {
    fakeDateOnly();
    context = await setUpTestApp();
  });
  beforeEach(async () => {
    await AdminUserModel.deleteMany({});
    await ensureAdminAccount(admin, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    jest.useRealTimers();
    await tearDownTestApp();
  });

  const logIn = (body: object, from = fromNewAddress()) =>
    context.http
      .post('/api/users/login')
      .set('X-Forwarded-For', from)
      .send({ ...admin, ...body });
  const asAdmin = (token: string) => ({ Authorization: `Bearer ${token}` });

  /** Logs in, sets up the app and confirms it: the secret, the recovery codes and the session's token. */
  async function turnOn(): Promise<{ secret: string; recoveryCodes: string[]; token: string }> {
    const { token } = (await logIn({})).body as { token: string };
    const setup = secondFactorSetupSchema.parse(
      (await context.http.post('/api/users/second-factor/setup').set(asAdmin(token))).body,
    );
    const confirmed = await context.http
      .post('/api/users/second-factor/confirm')
      .set(asAdmin(token))
      .send({ code: appCode(setup.secret) });
    expect(confirmed.status).toBe(200);
    return {
      secret: setup.secret,
      recoveryCodes: recoveryCodesSchema.parse(confirmed.body).recoveryCodes,
      token,
    };
  }
  const statusOf = async (token: string) =>
    secondFactorStatusSchema.parse(
      (await context.http.get('/api/users/second-factor').set(asAdmin(token))).body,
    );

  it('is set up with a QR code and its secret, sealed at rest, and on once a code of it is confirmed', async () => {
    const { token } = (await logIn({})).body as { token: string };
    const other = (await logIn({})).body as { token: string };
    expect(await statusOf(token)).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const setupAnswer = await context.http.post('/api/users/second-factor/setup').set(asAdmin(token));
    expect(setupAnswer.status).toBe(200);
    expect(setupAnswer.headers['cache-control']).toBe('no-store');
    const setup = secondFactorSetupSchema.parse(setupAnswer.body);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(setup.secret);
    expect(url.searchParams.get('issuer')).toBe('Safa Travels');
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');

    const pending = await AdminUserModel.findOne({ username: admin.username }).lean();
    expect(pending?.pendingTotpSecret).not.toContain(setup.secret);
    expect(TEST_CIPHER.decrypt(pending?.pendingTotpSecret ?? '', `admin-totp:${pending?._id}`)).toBe(
      setup.secret,
    );

    const wrong = await context.http
      .post('/api/users/second-factor/confirm')
      .set(asAdmin(token))
      .send({ code: staleCode(setup.secret) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(
      'That code is not right. Check that the app shows the account just added, and enter the code it shows now.',
    );
    expect((await statusOf(token)).enabled).toBe(false);

    const confirmed = await context.http
      .post('/api/users/second-factor/confirm')
      .set(asAdmin(token))
      .send({ code: appCode(setup.secret) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    const { recoveryCodes } = recoveryCodesSchema.parse(confirmed.body);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^([a-km-np-z2-9]{4}-){3}[a-km-np-z2-9]{4}$/);
    expect(await statusOf(token)).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });

    const stored = JSON.stringify(await AdminUserModel.findOne({ username: admin.username }).lean());
    expect(stored).not.toContain(setup.secret);
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
    // Turning it on ends the account's other sessions: one opened with the password alone is over.
    expect((await context.http.get('/api/users/second-factor').set(asAdmin(other.token))).status).toBe(401);

    const again = await context.http.post('/api/users/second-factor/setup').set(asAdmin(token));
    expect(again.status).toBe(409);
  });

  it('makes a login ask for the code once the password is right, and take each code once', async () => {
    const { secret } = await turnOn();
    expect((await logIn({ password: 'wrong password' })).body).toEqual({
      message: 'Invalid username or password.',
    });

    const withoutCode = await logIn({});
    expect(withoutCode.status).toBe(401);
    expect(withoutCode.body).toEqual({ message: CODE_NEEDED, secondFactor: 'required' });
    const wrongCode = await logIn({ code: staleCode(secret) });
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.body).toEqual({ message: CODE_WRONG, secondFactor: 'required' });

    nextCodeStep();
    const code = appCode(secret);
    const withCode = await logIn({ code: ` ${code.slice(0, 3)} ${code.slice(3)} ` });
    expect(withCode.status).toBe(200);
    await expect(context.tokens.verify(withCode.body.token)).resolves.toMatchObject({
      username: admin.username,
    });
    // The same code a second time (seen over a shoulder) is refused.
    expect((await logIn({ code })).status).toBe(401);
  });

  it('counts a wrong code against the login guard as it counts a wrong password', async () => {
    const { secret } = await turnOn();
    const from = fromNewAddress();
    for (const attempt of [{ password: 'wrong' }, { password: 'wrong' }, {}, { code: staleCode(secret) }]) {
      expect((await logIn(attempt, from)).status).toBe(401);
    }
    expect((await logIn({ code: staleCode(secret) }, from)).status).toBe(401);
    nextCodeStep();
    const refused = await logIn({ code: appCode(secret) }, from);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many failed logins. Please try again later.');
    // Another address, within its own limits, gets in with the same code.
    expect((await logIn({ code: appCode(secret) })).status).toBe(200);
  });

  it('lets each recovery code in once, however it is typed', async () => {
    const { recoveryCodes, token } = await turnOn();
    const [first = '', second = ''] = recoveryCodes;
    expect((await logIn({ code: first })).status).toBe(200);
    expect((await logIn({ code: first })).body).toEqual({ message: CODE_WRONG, secondFactor: 'required' });
    expect((await logIn({ code: second.toUpperCase().replaceAll('-', ' ') })).status).toBe(200);
    expect((await statusOf(token)).recoveryCodesLeft).toBe(8);
  });

  it('is turned off with a code, after which the password alone logs in again', async () => {
    const { secret, token } = await turnOn();
    const wrong = await context.http
      .post('/api/users/second-factor/off')
      .set(asAdmin(token))
      .send({ code: staleCode(secret) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(CODE_WRONG);
    expect((await statusOf(token)).enabled).toBe(true);

    nextCodeStep();
    const off = await context.http
      .post('/api/users/second-factor/off')
      .set(asAdmin(token))
      .send({ code: appCode(secret) });
    expect(off.status).toBe(204);
    expect(await statusOf(token)).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect((await logIn({})).status).toBe(200);
    const stored = await AdminUserModel.findOne({ username: admin.username }).lean();
    expect(stored).toMatchObject({ recoveryCodeHashes: [] });
    expect(stored?.totpSecret).toBeUndefined();
  });

  describe('with ADMIN_TOTP_REQUIRED=true', () => {
    const required = () =>
      request(
        createApp({
          config: loadConfig({ NODE_ENV: 'test', ADMIN_TOTP_REQUIRED: 'true' }),
          logger: pino({ level: 'silent' }),
          tokens: context.tokens,
          cipher: context.cipher,
        }).callback(),
      );

    it('refuses every login until a second factor is set up, saying how; then asks for the code, and it stays on', async () => {
      const http = required();
      const refused = await http
        .post('/api/users/login')
        .set('X-Forwarded-For', fromNewAddress())
        .send(admin);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        'This account needs a second factor (ADMIN_TOTP_REQUIRED), and none is set up yet. To set it up, start the BFF once without ADMIN_TOTP_REQUIRED, log in, set up the authenticator app under Account security, then set ADMIN_TOTP_REQUIRED=true again.',
      );
      const wrongPassword = await http
        .post('/api/users/login')
        .set('X-Forwarded-For', fromNewAddress())
        .send({ ...admin, password: 'wrong' });
      expect(wrongPassword.body).toEqual({ message: 'Invalid username or password.' });

      const { secret, token } = await turnOn();
      expect(
        (await http.post('/api/users/login').set('X-Forwarded-For', fromNewAddress()).send(admin)).body,
      ).toEqual({ message: CODE_NEEDED, secondFactor: 'required' });
      nextCodeStep();
      const loggedIn = await http
        .post('/api/users/login')
        .set('X-Forwarded-For', fromNewAddress())
        .send({ ...admin, code: appCode(secret) });
      expect(loggedIn.status).toBe(200);

      nextCodeStep();
      const off = await http
        .post('/api/users/second-factor/off')
        .set(asAdmin(token))
        .send({ code: appCode(secret) });
      expect(off.status).toBe(409);
      expect(off.body.message).toBe('ADMIN_TOTP_REQUIRED is set: the second factor cannot be turned off.');
      expect(
        secondFactorStatusSchema.parse((await http.get('/api/users/second-factor').set(asAdmin(token))).body),
      ).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });
    });
  });
});
