import { parseManifest } from '../../deploy/manifest';
import { manifestOf } from './fake-build';

describe('reading a remote’s browser manifest', () => {
  it('takes its name, entry, shared ranges and exposed scripts', () => {
    expect(parseManifest(manifestOf({ react: '^18.3.1' }))).toEqual({
      name: 'public_mfe',
      remoteEntry: 'remoteEntry.js',
      shared: [
        { name: 'react', requiredVersion: '^18.3.1' },
        { name: 'react/jsx-runtime', requiredVersion: '^18.3.1' },
        { name: 'react-dom', requiredVersion: '^19.3.1' },
      ],
      exposes: [{ name: 'App', scripts: ['app.1a2b3c4d5e.js'] }],
    });
  });

  it('reads an empty or missing range as no requirement', () => {
    const manifest = manifestOf();
    manifest.shared = [{ ...manifest.shared[0], requiredVersion: '' } as (typeof manifest.shared)[0]];
    expect(parseManifest(manifest).shared).toEqual([{ name: 'react', requiredVersion: undefined }]);
  });

  it.each([
    ['nothing', null],
    ['no entry', { ...manifestOf(), metaData: {} }],
    ['no shared list', { ...manifestOf(), shared: 'react' }],
    ['an exposed module without scripts', { ...manifestOf(), exposes: [{ name: 'App', assets: {} }] }],
  ])('refuses %s', (_case, value) => {
    expect(() => parseManifest(value)).toThrow(/the manifest has no valid/);
  });
});
