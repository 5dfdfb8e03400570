/** @jest-environment node */
import { loadShellConfig } from '../../server/config';
import { pageHeaders } from '../../server/page-headers';

describe('the shell server configuration', () => {
  it('by default gives browsers remote entries on its own origin, proxied to the local remotes', () => {
    const { remotes } = loadShellConfig({});
    expect(remotes.public).toEqual({
      name: 'public_mfe',
      browserEntry: '/mfe/public/mf-manifest.json',
      origin: new URL('http://localhost:3001'),
      proxyPath: '/mfe/public/',
    });
    expect(remotes.admin.browserEntry).toBe('/mfe/admin/mf-manifest.json');
    expect(remotes.admin.origin).toEqual(new URL('http://localhost:3002'));
  });

  it('proxies to the remote origins it is given', () => {
    const { remotes } = loadShellConfig({ PUBLIC_MFE_ORIGIN: 'http://public-mfe:8080' });
    expect(remotes.public.origin.toString()).toBe('http://public-mfe:8080/');
    expect(remotes.public.browserEntry).toBe('/mfe/public/mf-manifest.json');
  });

  it('sends browsers straight to a remote deployed elsewhere (a CDN)', () => {
    const { remotes } = loadShellConfig({
      ADMIN_MFE_URL: 'https://cdn.example/admin/1.4.0/mf-manifest.json',
    });
    expect(remotes.admin.browserEntry).toBe('https://cdn.example/admin/1.4.0/mf-manifest.json');
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
    const policy = pageHeaders(Object.values(loadShellConfig({}).remotes))['Content-Security-Policy'];
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("allow a CDN remote's origin for scripts, styles, images, fonts and fetches, and nothing else", () => {
    const remotes = loadShellConfig({
      PUBLIC_MFE_URL: 'https://cdn.example/public/mf-manifest.json',
    }).remotes;
    const policy = pageHeaders(Object.values(remotes))['Content-Security-Policy'] ?? '';
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
      expect(policy).toMatch(new RegExp(`${name} [^;]*https://cdn\\.example`));
    }
    expect(policy).not.toMatch(/default-src[^;]*cdn/);
  });
});
