import { NOT_FOUND_KEY, pageKeyOf } from './page-key';

const key = (address: string) => pageKeyOf(new URL(address, 'https://safa.example'));

describe('the key of the page an address shows', () => {
  it('is the path alone when the page reads no parameter, whatever the address carries', () => {
    expect(key('/')).toBe('/');
    expect(key('/?cb=8f3a1')).toBe('/');
    expect(key('/gallery?utm_source=whatsapp&fbclid=x')).toBe('/gallery');
  });

  it('keeps the parameters the page reads, and only those', () => {
    expect(key('/eachpackage?id=65a1b2c3d4e5f60718293a4b')).toBe('/eachpackage?id=65a1b2c3d4e5f60718293a4b');
    expect(key('/eachpackage?cb=1&id=65a1b2c3d4e5f60718293a4b&utm=2')).toBe(
      '/eachpackage?id=65a1b2c3d4e5f60718293a4b',
    );
    expect(key('/eachpackage')).toBe('/eachpackage');
  });

  it('keeps a booking form’s package, departure and number of travellers, within the contract’s most', () => {
    expect(key('/book?travellers=2&departure=d1&package=p1&utm=x')).toBe(
      '/book?departure=d1&package=p1&travellers=2',
    );
    expect(key('/book?package=p1&departure=d1&travellers=11')).toBe('/book?departure=d1&package=p1');
    expect(key('/book?package=p1&departure=d1&travellers=0')).toBe('/book?departure=d1&package=p1');
  });

  it('reads a list’s tab, size and page as the list does: a value it would not read is the first page', () => {
    expect(key('/gallery?page=2&rows=3&tab=videos&utm=1')).toBe('/gallery?page=2&rows=3&tab=videos');
    expect(key('/gallery?tab=images&rows=01')).toBe('/gallery?rows=1');
    expect(key('/gallery?page=987654321&rows=1000&tab=x')).toBe('/gallery');
    expect(key('/otherpackages?rows=9&page=3&tab=videos')).toBe('/otherpackages?page=3&rows=9');
  });

  it('keeps the form just sent on any page, and nothing else of it', () => {
    expect(key('/contact?sent=enquiry')).toBe('/contact?sent=enquiry');
    expect(key(`/contact?sent=${'x'.repeat(500)}`)).toBe('/contact');
  });

  it('is one key for every address that names no page', () => {
    expect(key('/no-such-page')).toBe(NOT_FOUND_KEY);
    expect(key('/another/one?x=1')).toBe(NOT_FOUND_KEY);
    expect(key('/Gallery')).toBe(NOT_FOUND_KEY);
  });

  it('is itself an address of the page it shows, whose key it is (the shell renders a kept page from it)', () => {
    for (const address of [
      '/?cb=1',
      '/gallery?rows=3&tab=videos&x=1',
      '/book?package=p1&departure=d1',
      '/nope?x=1',
    ]) {
      expect(key(address)).toMatch(/^\/(?!\/)/);
      expect(key(key(address))).toBe(key(address));
    }
  });
});
