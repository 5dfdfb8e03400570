/** @jest-environment node */
import { loadShellConfig } from '../../server/config';
import { pageHeaders } from '../../server/page-headers';

describe('the shell server configuration', () => {
  it("by default gives browsers each remote's deployment store on its own origin, proxied to the local remotes", () => {
    const { remotes } = loadShellConfig({});
    expect(remotes.public).toEqual({
      name: 'public_mfe',
      browserBase: '/mfe/public/',
      origin: new URL('http://localhost:3001'),
      proxyPath: '/mfe/public/',
    });
    expect(remotes.admin.browserBase).toBe('/mfe/admin/');
    expect(remotes.admin.origin).toEqual(new URL('http://localhost:3002'));
  });

  it('proxies to the remote origins it is given', () => {
    const { remotes } = loadShellConfig({ PUBLIC_MFE_ORIGIN: 'http://public-mfe:8080' });
    expect(remotes.public.origin.toString()).toBe('http://public-mfe:8080/');
    expect(remotes.public.browserBase).toBe('/mfe/public/');
  });

  it("sends browsers straight to a remote's store deployed elsewhere (a CDN)", () => {
    expect(loadShellConfig({ ADMIN_MFE_URL: 'https://cdn.example/admin/' }).remotes.admin.browserBase).toBe(
      'https://cdn.example/admin/',
    );
    expect(loadShellConfig({ ADMIN_MFE_URL: 'https://cdn.example/admin' }).remotes.admin.browserBase).toBe(
      'https://cdn.example/admin/',
    );
  });

  it('refuses to start in production without SITE_URL: a Host header must not name the site', () => {
    expect(() => loadShellConfig({ NODE_ENV: 'production' })).toThrow('SITE_URL is required in production');
    expect(
      loadShellConfig({ NODE_ENV: 'production', SITE_URL: 'https://safatravels.example' }).siteUrl?.href,
    ).toBe('https://safatravels.example/');
    expect(loadShellConfig({}).siteUrl).toBeUndefined();
  });

  it('reads every duration in the unit its name says, with the defaults of the README', () => {
    expect(loadShellConfig({}).rendering).toMatchObject({
      dataBudgetMs: 800,
      renderTimeoutMs: 3000,
      remotePollMs: 2000,
      retryAfterMs: 10_000,
      cacheSeconds: 30,
      contentPollMs: 1000,
      maxConcurrentRenders: 4,
    });
    expect(loadShellConfig({ PAGE_CACHE_SECONDS: '5', SSR_REMOTE_POLL_MS: '500' }).rendering).toMatchObject({
      cacheSeconds: 5,
      remotePollMs: 500,
    });
  });

  it('trusts no proxy in front of it unless told, and refuses what is not an address', () => {
    expect(loadShellConfig({}).trustedProxies).toEqual([]);
    expect(loadShellConfig({ TRUSTED_PROXIES: '10.0.0.5, 192.168.0.0/16' }).trustedProxies).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
    ]);
    expect(() => loadShellConfig({ TRUSTED_PROXIES: 'proxy.internal' })).toThrow('TRUSTED_PROXIES');
    expect(() => loadShellConfig({ SHELL_PORT: 'eighty' })).toThrow('SHELL_PORT');
  });

  it.each([['BFF_URL'], ['PUBLIC_MFE_ORIGIN'], ['ADMIN_MFE_URL']])(
    'refuses a %s that is not an absolute URL',
    (name) => {
      expect(() => loadShellConfig({ [name]: 'somewhere' })).toThrow(name);
    },
  );
});

describe('the headers of the pages', () => {
  it('allow scripts from the shell alone while the remotes are on its origin', () => {
    const config = loadShellConfig({});
    const policy = pageHeaders(Object.values(config.remotes), config.paymentPageOrigin)[
      'Content-Security-Policy'
    ];
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("allow a CDN remote's origin for scripts, styles, images, fonts and fetches, and nothing else", () => {
    const remotes = loadShellConfig({
      PUBLIC_MFE_URL: 'https://cdn.example/public/',
    }).remotes;
    const policy =
      pageHeaders(Object.values(remotes), 'https://checkout.paystack.com')['Content-Security-Policy'] ?? '';
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
      expect(policy).toMatch(new RegExp(`${name} [^;]*https://cdn\\.example`));
    }
    expect(policy).not.toMatch(/default-src[^;]*cdn/);
    expect(policy).not.toMatch(/form-action[^;]*cdn/);
  });

  it('let forms lead to the site and to the card payment page alone (a form’s redirect included)', () => {
    const config = loadShellConfig({});
    expect(config.paymentPageOrigin).toBe('https://checkout.paystack.com');
    expect(pageHeaders([], config.paymentPageOrigin)['Content-Security-Policy']).toContain(
      "form-action 'self' https://checkout.paystack.com;",
    );
    const elsewhere = loadShellConfig({ PAYMENT_PAGE_ORIGIN: 'http://127.0.0.1:4107/pay/' });
    expect(elsewhere.paymentPageOrigin).toBe('http://127.0.0.1:4107');
    expect(() => loadShellConfig({ PAYMENT_PAGE_ORIGIN: 'checkout.paystack.com' })).toThrow(
      'PAYMENT_PAGE_ORIGIN',
    );
  });
});
