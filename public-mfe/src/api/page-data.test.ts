import { prepared } from '../../test/prepared';

describe('the content a page shows', () => {
  const contentAt = async (address: string) => (await prepared(address)).content.sort();

  it('names the parts of the content each page reads, the footer’s contacts on every one', async () => {
    expect(await contentAt('/')).toEqual(['contacts', 'departures', 'gallery', 'packages']);
    expect(await contentAt('/gallery')).toEqual(['contacts', 'gallery']);
    expect(await contentAt('/hajjpackage')).toEqual([
      'contacts',
      'departures',
      'fliers',
      'hajjRecord',
      'packages',
    ]);
    expect(await contentAt('/eachpackage?id=h1')).toEqual(['contacts', 'departures', 'packages']);
    expect(await contentAt('/book?package=h1&departure=d1')).toEqual(['contacts', 'departures', 'packages']);
    expect(await contentAt('/about')).toEqual(['contacts']);
  });
});
