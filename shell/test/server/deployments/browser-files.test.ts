/** @jest-environment node */
import { browserFilePath } from '../../../server/deployments/browser-files';

const VERSION = 'versions/abc1234-aaaaaaaa';

describe('the files of a store that browsers may load through the shell', () => {
  it('are a version’s browser build and the current version’s, spelled as the store will read them', () => {
    expect(browserFilePath(`${VERSION}/mf-manifest.json`)).toBe(`${VERSION}/mf-manifest.json`);
    expect(browserFilePath(`${VERSION}/assets/hero.0a1b2c.avif`)).toBe(`${VERSION}/assets/hero.0a1b2c.avif`);
    expect(browserFilePath('remoteEntry.js')).toBe('remoteEntry.js');
    expect(browserFilePath('')).toBe('');
    expect(browserFilePath(`${VERSION}/%61pp.js`)).toBe(`${VERSION}/app.js`);
    expect(browserFilePath('a%3Fb%25.js')).toBe('a%3Fb%25.js');
  });

  it('leave out a version’s server build and its record, however they are encoded or cased', () => {
    for (const path of [
      `${VERSION}/server/remoteEntry.js`,
      `${VERSION}/%73erver/remoteEntry.js`,
      `${VERSION}/SERVER/remoteEntry.js`,
      `${VERSION}/server`,
      `${VERSION}/deployment.json`,
      `${VERSION}/Deployment%2Ejson`,
      'server/remoteEntry.js',
      'deployment.json',
    ]) {
      expect({ path, file: browserFilePath(path) }).toEqual({ path, file: undefined });
    }
  });

  it('leave out a segment the store would read otherwise: an encoded slash, a dot segment, bad encoding', () => {
    for (const path of [
      `${VERSION}/server%2FremoteEntry.js`,
      `${VERSION}/a%5Cb.js`,
      `${VERSION}/%2e%2e/x`,
      '%zz.js',
    ]) {
      expect({ path, file: browserFilePath(path) }).toEqual({ path, file: undefined });
    }
  });
});
