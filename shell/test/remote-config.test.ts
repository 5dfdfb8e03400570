import { registerRemotes } from '@module-federation/enhanced/runtime';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { registerRemotesFromConfig } from '../src/remotes/remote-config';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.mocked(registerRemotes).mockClear();
});
afterAll(() => server.close());

describe('registerRemotesFromConfig', () => {
  it('registers each remote at the entry the run-time configuration names', async () => {
    server.use(
      http.get('http://localhost/remotes.json', () =>
        HttpResponse.json({
          public_mfe: { entry: 'https://cdn.example/public/mf-manifest.json' },
          admin_mfe: { entry: 'https://cdn.example/admin/mf-manifest.json' },
        }),
      ),
    );

    await registerRemotesFromConfig('http://localhost/remotes.json');

    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'public_mfe', entry: 'https://cdn.example/public/mf-manifest.json' },
      { name: 'admin_mfe', entry: 'https://cdn.example/admin/mf-manifest.json' },
    ]);
  });

  it("registers an entry on the shell's own path at the page's origin", async () => {
    server.use(
      http.get('http://localhost/remotes.json', () =>
        HttpResponse.json({
          public_mfe: { entry: '/mfe/public/mf-manifest.json' },
          admin_mfe: { entry: '/mfe/admin/mf-manifest.json' },
        }),
      ),
    );

    await registerRemotesFromConfig('http://localhost/remotes.json');

    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'public_mfe', entry: `${window.location.origin}/mfe/public/mf-manifest.json` },
      { name: 'admin_mfe', entry: `${window.location.origin}/mfe/admin/mf-manifest.json` },
    ]);
  });

  it('rejects a configuration that lacks a remote, and registers nothing', async () => {
    server.use(
      http.get('http://localhost/remotes.json', () =>
        HttpResponse.json({ public_mfe: { entry: 'https://cdn.example/public/mf-manifest.json' } }),
      ),
    );

    await expect(registerRemotesFromConfig('http://localhost/remotes.json')).rejects.toThrow('malformed');
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('rejects when the configuration cannot be fetched', async () => {
    server.use(http.get('http://localhost/remotes.json', () => new HttpResponse(null, { status: 503 })));

    await expect(registerRemotesFromConfig('http://localhost/remotes.json')).rejects.toThrow('503');
  });
});
