import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { remoteFallbackPlugin } from '../src/runtime-plugins/remote-fallback-plugin';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>>[0];

const args = (lifecycle: ErrorArgs['lifecycle']): ErrorArgs => ({
  id: 'admin_mfe/App',
  error: new Error('connection refused'),
  lifecycle,
  from: 'runtime',
  origin: {} as ModuleFederation,
});

describe('remoteFallbackPlugin', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('answers the fallback module when loading a remote module fails', () => {
    const fallback = { default: 'fallback' };
    const plugin = remoteFallbackPlugin(() => fallback);

    expect(plugin.errorLoadRemote?.(args('onLoad'))).toBe(fallback);
  });

  it('lets earlier failures (the manifest fetch) go on, so they end at onLoad', () => {
    const plugin = remoteFallbackPlugin(() => ({ default: 'fallback' }));

    expect(plugin.errorLoadRemote?.(args('afterResolve'))).toBeUndefined();
  });
});
