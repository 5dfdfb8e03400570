import { ConfigError, loadConfig } from '../src/config';

const strongSecret = 'k'.repeat(32);
const production = {
  NODE_ENV: 'production',
  MONGODB_URI: 'mongodb://db.internal:27017/safa',
  ADMIN_PASSWORD: 'a long and secret passphrase',
  JWT_SECRET: strongSecret,
};

describe('configuration', () => {
  it('starts in production with MongoDB, an admin password and a strong JWT secret', () => {
    const config = loadConfig(production);
    expect(config).toMatchObject({ env: 'production', seedDemoData: false, corsOrigins: [] });
    expect(config.jwt.secret).toBe(strongSecret);
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
  ])('refuses to start in production %s', (_what, env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('needs neither in development, and seeds demo data there', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', seedDemoData: true, port: 4000 });
    expect(config.admin).toEqual({ username: 'admin', password: undefined });
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

  it.each([{ PORT: 'eighty' }, { PUBLIC_POST_LIMIT: '0' }, { MONGODB_URI: 'postgres://x' }])(
    'refuses %j',
    (env) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
    },
  );
});
