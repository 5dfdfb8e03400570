import {
  addressMatcher,
  limitKeyOfAddress,
  normaliseAddress,
  parseAddressRange,
  resolveClientAddress,
} from '../../src/network/addresses';

describe('client addresses', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['203.0.113.7:51234', '203.0.113.7'],
    ['2001:DB8::1', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['::abcd:203.0.113.7', '::abcd:203.0.113.7'],
    ['::ffff:abcd:1', '::ffff:abcd:1'],
    ['unknown', undefined],
    ['', undefined],
    ['203.0.113', undefined],
  ])('reads %j as %j', (text, address) => {
    expect(normaliseAddress(text)).toBe(address);
  });

  it('trusts loopback by default and nothing else', () => {
    const isTrusted = addressMatcher(['127.0.0.0/8', '::1']);
    expect(['127.0.0.1', '127.3.2.1', '::1'].map(isTrusted)).toEqual([true, true, true]);
    expect(['128.0.0.1', '10.0.0.1', '::2', '2001:db8::1'].map(isTrusted)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it.each([
    ['10.0.0.0/8', { address: '10.0.0.0', prefix: 8, family: 'ipv4' }],
    [' 10.0.0.0/8 ', { address: '10.0.0.0', prefix: 8, family: 'ipv4' }],
    ['203.0.113.7', { address: '203.0.113.7', prefix: 32, family: 'ipv4' }],
    ['0.0.0.0/0', { address: '0.0.0.0', prefix: 0, family: 'ipv4' }],
    ['2001:db8::/128', { address: '2001:db8::', prefix: 128, family: 'ipv6' }],
    ['::1', { address: '::1', prefix: 128, family: 'ipv6' }],
  ])('reads the proxy range %j', (entry, range) => {
    expect(parseAddressRange(entry)).toEqual(range);
  });

  it.each([
    '10.0.0.0/33',
    'localhost',
    '10.0.0.0/',
    '10.0.0.0/ ',
    '10.0.0.0/-1',
    '10.0.0.0/8.5',
    '10.0.0.0/x',
    '10.0.0.0/8/8',
    '::1/129',
    '',
  ])('refuses the proxy range %j', (entry) => {
    expect(parseAddressRange(entry)).toBeUndefined();
  });

  it('will not start with a proxy range it cannot read', () => {
    expect(() => addressMatcher(['127.0.0.1', 'localhost'])).toThrow('not an address or range: localhost');
  });

  describe('behind proxies', () => {
    const isTrusted = (address: string) => addressMatcher(['127.0.0.1', '10.0.0.0/8'])(address);
    const resolve = (peer: string, forwardedFor?: string) =>
      resolveClientAddress(peer, forwardedFor, isTrusted);

    it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
      expect(resolve('198.51.100.5', '203.0.113.1')).toBe('198.51.100.5');
    });

    it('takes the address a trusted proxy appended', () => {
      expect(resolve('127.0.0.1', '203.0.113.1')).toBe('203.0.113.1');
      expect(resolve('::ffff:127.0.0.1', '203.0.113.1')).toBe('203.0.113.1');
    });

    it('walks back through every trusted proxy and stops at the first address that is not one', () => {
      expect(resolve('127.0.0.1', '192.0.2.66, 203.0.113.1, 10.1.2.3')).toBe('203.0.113.1');
    });

    it('takes the furthest proxy when every hop is trusted', () => {
      expect(resolve('127.0.0.1', '10.0.0.3, 10.0.0.2')).toBe('10.0.0.3');
    });

    it('is no address when the socket has none (it closed)', () => {
      expect(resolveClientAddress(undefined, '203.0.113.1', isTrusted)).toBe('');
    });

    it('takes the trusted proxy itself when it appended nothing usable', () => {
      expect(resolve('127.0.0.1')).toBe('127.0.0.1');
      expect(resolve('127.0.0.1', 'unknown')).toBe('127.0.0.1');
      expect(resolve('127.0.0.1', '203.0.113.1, ')).toBe('127.0.0.1');
    });
  });

  it('counts an IPv6 client by its /64 network and an IPv4 client by its address', () => {
    expect(limitKeyOfAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOfAddress('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOfAddress('2001:0db8:0001:0002::')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOfAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(limitKeyOfAddress('2001:db8::3:4:5:6:7')).toBe('2001:db8:0:3::/64');
    expect(limitKeyOfAddress('2001:db8::3:4:5:1.2.3.4')).toBe('2001:db8:0:3::/64');
    expect(limitKeyOfAddress('::1')).toBe('0:0:0:0::/64');
    expect(limitKeyOfAddress('203.0.113.7')).toBe('203.0.113.7');
  });
});
