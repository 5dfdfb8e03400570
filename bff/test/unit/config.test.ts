import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from '../../src/config';

const strongSecret = randomBytes(32).toString('hex');
const production = {
  NODE_ENV: 'production',
  MONGODB_URI: 'mongodb://db.internal:27017/safa',
  ADMIN_PASSWORD: 'a long and secret passphrase',
  JWT_SECRET: strongSecret,
  DATA_KEY: randomBytes(32).toString('base64'),
  BANK_NAME: 'Zenith Bank',
  BANK_ACCOUNT_NAME: 'Safa Travels & Tours Ltd',
  BANK_ACCOUNT_NUMBER: '1012345678',
};

describe('configuration', () => {
  it('starts in production with MongoDB, an admin password and a strong JWT secret', () => {
    const config = loadConfig(production);
    expect(config).toMatchObject({ env: 'production', seedDemoData: false, corsOrigins: [] });
    expect(config.jwt.secret).toBe(strongSecret);
  });

  it('refuses production without the bank account customers pay by transfer', () => {
    const { BANK_ACCOUNT_NUMBER: _number, ...withoutAccount } = production;
    expect(() => loadConfig(withoutAccount)).toThrow(
      'BANK_ACCOUNT_NUMBER is required in production: customers pay bookings by bank transfer to it',
    );
    expect(() => loadConfig({ ...production, BANK_ACCOUNT_NUMBER: '12345' })).toThrow(
      'must be a 10-digit NUBAN account number',
    );
  });

  it.each([
    [
      'without ADMIN_PASSWORD',
      { ...production, ADMIN_PASSWORD: undefined },
      /ADMIN_PASSWORD is required in production/,
    ],
    ['without JWT_SECRET', { ...production, JWT_SECRET: undefined }, /JWT_SECRET must be set to at least 32/],
    ['with a JWT_SECRET of 31 characters', { ...production, JWT_SECRET: 'k'.repeat(31) }, /JWT_SECRET/],
    ['without MONGODB_URI', { ...production, MONGODB_URI: undefined }, /MONGODB_URI is required/],
    ['without DATA_KEY', { ...production, DATA_KEY: undefined }, /DATA_KEY must be set in production/],
    [
      'with a DATA_KEY that is no key',
      { ...production, DATA_KEY: 'secret' },
      /DATA_KEY must be 32 random bytes/,
    ],
    ['with a DATA_KEY of 32 × "a"', { ...production, DATA_KEY: 'a'.repeat(64) }, /DATA_KEY/],
    [
      'sending e-mails without SITE_URL, the address their links name',
      { ...production, SMTP_URL: 'smtp://mail.example', NOTIFY_EMAIL: 'desk@safa.example' },
      /SITE_URL is required in production with SMTP_URL/,
    ],
    ['with a JWT_SECRET of 32 × "a"', { ...production, JWT_SECRET: 'a'.repeat(32) }, /JWT_SECRET/],
    [
      'with a JWT_SECRET of words',
      { ...production, JWT_SECRET: 'my-jwt-secret-for-the-safa-travels-website-in-lagos' },
      /JWT_SECRET is guessable/,
    ],
    [
      'with ADMIN_PASSWORD=admin',
      { ...production, ADMIN_PASSWORD: 'admin' },
      /ADMIN_PASSWORD is shorter than 12/,
    ],
    [
      'with a guessable ADMIN_PASSWORD',
      { ...production, ADMIN_PASSWORD: 'Password12345' },
      /ADMIN_PASSWORD is too easy/,
    ],
  ])('refuses to start in production %s', (_what, env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('needs neither in development, and seeds demo data there', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', seedDemoData: true, port: 4000 });
    expect(config.admin).toEqual({ username: 'admin', password: undefined, secondFactorRequired: false });
    expect(config.host).toBeUndefined();
  });

  it('requires the second factor when ADMIN_TOTP_REQUIRED is true', () => {
    expect(loadConfig({ ADMIN_TOTP_REQUIRED: 'true' }).admin.secondFactorRequired).toBe(true);
    expect(() => loadConfig({ ADMIN_TOTP_REQUIRED: 'yes' })).toThrow('ADMIN_TOTP_REQUIRED');
  });

  it('reads DATA_KEY as 32 bytes, from hex or base64', () => {
    const key = randomBytes(32);
    expect(loadConfig({ DATA_KEY: key.toString('hex') }).dataKey).toEqual(key);
    expect(loadConfig({ DATA_KEY: key.toString('base64') }).dataKey).toEqual(key);
    expect(loadConfig({}).dataKey).toBeUndefined();
  });

  it('holds unpaid bookings 48 hours, looked at every 30 s, lets one phone or inbox hold 10 seats unpaid, one address 30, a departure’s bookings a quarter of it, pay-now holds 30 minutes, and one inbox get 5 e-mails a day, by default', () => {
    const day = 24 * 60 * 60 * 1000;
    expect(loadConfig({}).bookings).toEqual({
      holdMs: 48 * 60 * 60 * 1000,
      holdLimits: { perContact: 10, perAddress: 30, unpaidShare: 0.25 },
      payNowMs: 30 * 60 * 1000,
      holdCheckMs: 30_000,
      mailsPerInbox: { max: 5, windowMs: day },
    });
    expect(
      loadConfig({
        BOOKING_HOLD_HOURS: '24',
        BOOKING_SEATS_HELD_MAX: '4',
        BOOKING_SEATS_HELD_PER_ADDRESS: '12',
        BOOKING_UNPAID_SHARE: '0.5',
        BOOKING_PAY_NOW_MINUTES: '15',
        BOOKING_HOLD_CHECK_SECONDS: '2',
        BOOKING_MAILS_PER_INBOX: '2',
      }).bookings,
    ).toEqual({
      holdMs: day,
      holdLimits: { perContact: 4, perAddress: 12, unpaidShare: 0.5 },
      payNowMs: 15 * 60 * 1000,
      holdCheckMs: 2000,
      mailsPerInbox: { max: 2, windowMs: day },
    });
    expect(() => loadConfig({ BOOKING_UNPAID_SHARE: '1.5' })).toThrow(/BOOKING_UNPAID_SHARE/);
  });

  it('starts in development with weak secrets, warning that production would refuse them', () => {
    const config = loadConfig({ JWT_SECRET: 'a'.repeat(32), ADMIN_PASSWORD: 'admin' });
    expect(config.warnings).toEqual([
      expect.stringMatching(
        /^ADMIN_PASSWORD is shorter than 12 characters: fine for development, refused in production\.$/,
      ),
      expect.stringMatching(/^JWT_SECRET .*: fine for development, refused in production\.$/),
    ]);
    expect(loadConfig({ ...production, NODE_ENV: 'development' }).warnings).toEqual([]);
  });

  it('listens on BFF_PORT before PORT, so one shared environment can place every service', () => {
    expect(loadConfig({ PORT: '5000' }).port).toBe(5000);
    expect(loadConfig({ PORT: '5000', BFF_PORT: '4010' }).port).toBe(4010);
  });

  it('reads the CORS allowlist and the public POST limit', () => {
    const config = loadConfig({
      CORS_ORIGINS: ' https://a.example , https://b.example,',
      PUBLIC_POST_LIMIT: '7',
      PUBLIC_POST_WINDOW_SECONDS: '60',
    });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.limits).toEqual({
      login: { max: 5, windowMs: 15 * 60 * 1000 },
      publicPosts: { max: 7, windowMs: 60_000 },
    });
  });

  it('limits public POSTs generously per address (carrier-grade NAT) by default', () => {
    expect(loadConfig({}).limits).toMatchObject({ publicPosts: { max: 30, windowMs: 15 * 60 * 1000 } });
  });

  it('e-mails five enquiries per sender and window, and keeps at most 500 e-mails waiting, by default', () => {
    const mail = { SMTP_URL: 'smtp://mail.example', NOTIFY_EMAIL: 'desk@safa.example' };
    expect(loadConfig(mail).notifications?.enquiryMails).toEqual({
      perSender: { max: 5, windowMs: 15 * 60 * 1000 },
      outbox: 500,
    });
    expect(
      loadConfig({
        ...mail,
        ENQUIRY_MAILS_PER_SENDER: '2',
        OUTBOX_LIMIT: '40',
        PUBLIC_POST_WINDOW_SECONDS: '60',
      }).notifications?.enquiryMails,
    ).toEqual({ perSender: { max: 2, windowMs: 60_000 }, outbox: 40 });
  });

  it('trusts X-Forwarded-For from loopback only, unless TRUSTED_PROXIES says otherwise', () => {
    expect(loadConfig({}).trustedProxies).toEqual(['127.0.0.0/8', '::1']);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.4,::1' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '192.0.2.4',
      '::1',
    ]);
    expect(loadConfig({ TRUSTED_PROXIES: '' }).trustedProxies).toEqual([]);
  });

  it('sends enquiry e-mails only with SMTP_URL, to NOTIFY_EMAIL, from its first address by default', () => {
    expect(loadConfig({}).notifications).toBeUndefined();
    expect(loadConfig({ SMTP_URL: '', NOTIFY_EMAIL: '', SMTP_FROM: '' }).notifications).toBeUndefined();
    expect(
      loadConfig({
        SMTP_URL: 'smtp://user:pass@mail.example:587',
        NOTIFY_EMAIL: 'a@safa.example, b@safa.example',
      }).notifications,
    ).toEqual({
      smtpUrl: 'smtp://user:pass@mail.example:587',
      to: ['a@safa.example', 'b@safa.example'],
      from: 'a@safa.example',
      digestHour: 8,
      enquiryMails: { perSender: { max: 5, windowMs: 15 * 60 * 1000 }, outbox: 500 },
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://mail.example',
        NOTIFY_EMAIL: 'a@safa.example',
        SMTP_FROM: 'Safa website <web@safa.example>',
        NEWSLETTER_DIGEST_HOUR: '18',
      }).notifications,
    ).toMatchObject({ from: 'Safa website <web@safa.example>', digestHour: 18 });
  });

  it.each([
    { SMTP_URL: 'smtp://mail.example' },
    { SMTP_URL: 'http://mail.example', NOTIFY_EMAIL: 'a@safa.example' },
    { SMTP_URL: 'smtp://mail.example', NOTIFY_EMAIL: 'not an address' },
    { NEWSLETTER_DIGEST_HOUR: '24' },
    { PORT: 'eighty' },
    { PUBLIC_POST_LIMIT: '0' },
    { ENQUIRY_MAILS_PER_SENDER: '0' },
    { OUTBOX_LIMIT: '-1' },
    { MONGODB_URI: 'postgres://x' },
    { TRUSTED_PROXIES: '127.0.0.1, shell' },
  ])('refuses %j', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });
});
