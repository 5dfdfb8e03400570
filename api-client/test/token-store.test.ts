import { tokenStore } from '../src';

afterEach(() => window.localStorage.clear());

describe('tokenStore', () => {
  it('keeps the admin token in localStorage under adminToken (§6)', () => {
    tokenStore.set('a.b.c');
    expect(window.localStorage.getItem('adminToken')).toBe('a.b.c');

    window.localStorage.setItem('adminToken', 'd.e.f');
    expect(tokenStore.get()).toBe('d.e.f');
  });

  it('has no token when the browser refuses access to its storage', () => {
    window.localStorage.setItem('adminToken', 'a.b.c');
    const refused = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      expect(tokenStore.get()).toBeNull();
    } finally {
      refused.mockRestore();
    }
  });

  it('forgets the token on clear, and has none until one is set', () => {
    expect(tokenStore.get()).toBeNull();
    tokenStore.set('a.b.c');
    tokenStore.clear();
    expect(tokenStore.get()).toBeNull();
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });
});
