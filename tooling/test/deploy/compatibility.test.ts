import { describeIncompatibility, incompatibilities } from '../../deploy/compatibility';
import { SHELL_VERSIONS } from './fake-build';

describe('whether a remote can run in the shell', () => {
  it('accepts a remote whose ranges take the shell’s shared versions', () => {
    const shared = [
      { name: 'react', requiredVersion: '^19.3.1' },
      { name: 'react/jsx-runtime', requiredVersion: '^19.0.0' },
      { name: 'styled-components', requiredVersion: '>=6.1 <7' },
    ];
    expect(incompatibilities(shared, SHELL_VERSIONS)).toEqual([]);
  });

  it('names each package the shell shares in a version outside the remote’s range, once', () => {
    const shared = [
      { name: 'react', requiredVersion: '^18.3.1' },
      { name: 'react/jsx-runtime', requiredVersion: '^18.3.1' },
      { name: 'react-dom', requiredVersion: '^19.3.1' },
      { name: 'styled-components', requiredVersion: '^5.3.0' },
    ];
    expect(incompatibilities(shared, SHELL_VERSIONS)).toEqual([
      { packageName: 'react', required: '^18.3.1', shared: '19.3.1' },
      { packageName: 'styled-components', required: '^5.3.0', shared: '6.6.0' },
    ]);
  });

  it('judges a subpath by its package (react-dom/client by react-dom)', () => {
    expect(
      incompatibilities([{ name: 'react-dom/client', requiredVersion: '^20.0.0' }], SHELL_VERSIONS),
    ).toEqual([{ packageName: 'react-dom', required: '^20.0.0', shared: '19.3.1' }]);
  });

  it('leaves alone what the shell does not share, and what requires no version', () => {
    const shared = [
      { name: 'swr', requiredVersion: '^1.0.0' },
      { name: '@scope/react', requiredVersion: '^1.0.0' },
      { name: 'react', requiredVersion: undefined },
    ];
    expect(incompatibilities(shared, SHELL_VERSIONS)).toEqual([]);
  });

  it('says which package, what the remote requires and what the shell shares', () => {
    expect(describeIncompatibility({ packageName: 'react', required: '^18.3.1', shared: '19.3.1' })).toBe(
      'react: the remote requires ^18.3.1, the shell shares 19.3.1',
    );
  });
});
