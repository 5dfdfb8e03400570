import { whatsAppLink } from '@safa/contract';
import { formatNaira, peopleLabel } from '@safa/shared-ui';
import { pairs } from './contacts';
import { choiceOf, listAddress, pageIn } from './list-address';
import { isOtherPackage } from './packages';
import { pageCountOf, pageOf } from './paging';
import { chatGreeting } from './site-info';

describe('site rules', () => {
  it('formats naira with thousands separators', () => {
    expect(formatNaira(1_500_000)).toBe('₦1,500,000');
    expect(formatNaira(950)).toBe('₦950');
  });

  it("says 'Person' for 1 or less and 'People' above", () => {
    expect([0, 1, 2, 10].map(peopleLabel)).toEqual(['Person', 'Person', 'People', 'People']);
  });

  it('treats everything but hajj and umrah as other packages', () => {
    expect((['hajj', 'umrah', 'vacation'] as const).map((category) => isOtherPackage({ category }))).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('groups phones two per line', () => {
    expect(pairs(['1', '2', '3', '4', '5'])).toEqual([['1', '2'], ['3', '4'], ['5']]);
  });

  it('builds wa.me links in international form with the greeting encoded', () => {
    expect(whatsAppLink('+234 (803) 000-0001', 'Hi')).toBe('https://wa.me/2348030000001?text=Hi');
    expect(whatsAppLink('08030000001', chatGreeting('Dubai & Abu Dhabi'))).toBe(
      'https://wa.me/2348030000001?text=Hello%20Safa%20Travels%20%26%20Tours%2C%20I%20would%20like%20to%20know%20more%20about%20the%20%22Dubai%20%26%20Abu%20Dhabi%22%20package.',
    );
  });

  it('pages lists with at least one page', () => {
    expect(pageCountOf(0, 6)).toBe(1);
    expect(pageCountOf(13, 6)).toBe(3);
    expect(pageOf([1, 2, 3, 4, 5, 6, 7], 2, 3)).toEqual([4, 5, 6]);
  });
});

describe('a list’s address', () => {
  it('reads a page size among its choices and a page within range', () => {
    expect(choiceOf('3', [3, 6, 9], 6)).toBe(3);
    expect(choiceOf('4', [3, 6, 9], 6)).toBe(6);
    expect(choiceOf(null, [3, 6, 9], 6)).toBe(6);
    expect([pageIn('2', 3), pageIn('9', 3), pageIn('0', 3), pageIn('x', 3), pageIn(null, 3)]).toEqual([
      2, 3, 1, 1, 1,
    ]);
  });

  it('writes changes into the address, leaving defaults out', () => {
    const current = new URLSearchParams('tab=videos&page=3');
    expect(listAddress(current, { rows: 3, page: undefined })).toBe('?tab=videos&rows=3');
    expect(listAddress(current, { tab: 'images', page: 1 }, { tab: 'images', page: 1 })).toBe('?');
  });
});
