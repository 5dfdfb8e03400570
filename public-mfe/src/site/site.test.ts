import { formatNaira, peopleLabel } from '@safa/shared-ui';
import { pairs } from './contacts';
import { asList, categoryOf } from './packages';
import { pageCountOf, pageOf } from './paging';
import { chatGreeting, whatsAppLink, whatsAppNumber } from './site-info';

describe('site rules', () => {
  it('formats naira with thousands separators', () => {
    expect(formatNaira(1_500_000)).toBe('₦1,500,000');
    expect(formatNaira(950)).toBe('₦950');
  });

  it("says 'Person' for 1 or less and 'People' above", () => {
    expect([0, 1, 2, 10].map(peopleLabel)).toEqual(['Person', 'Person', 'People', 'People']);
  });

  it('reads categories in lower case and treats everything but hajj and umrah as other', () => {
    expect(
      ['Hajj', 'UMRAH', 'vacation', 'others'].map((category) => categoryOf({ category } as never)),
    ).toEqual(['hajj', 'umrah', 'other', 'other']);
  });

  it('parses images and inclusions sent as a JSON string of a list', () => {
    expect(asList('["a","b"]')).toEqual(['a', 'b']);
    expect(asList(['a'])).toEqual(['a']);
    expect(asList('')).toEqual([]);
    expect(asList(undefined)).toEqual([]);
  });

  it('groups phones two per line', () => {
    expect(pairs(['1', '2', '3', '4', '5'])).toEqual([['1', '2'], ['3', '4'], ['5']]);
  });

  it('builds wa.me links in international form with the greeting encoded', () => {
    expect(whatsAppNumber('0803 000 0001')).toBe('2348030000001');
    expect(whatsAppNumber('+234 (803) 000-0001')).toBe('2348030000001');
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
