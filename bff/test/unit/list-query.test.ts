import { joinedSearchFilter, searchFilter, searchPattern } from '../../src/db/list-query';

/** The pattern as MongoDB reads it with `$options: 'i'` (PCRE and JavaScript agree on what is escaped here). */
const asMongoReadsIt = (search: string) => new RegExp(searchPattern(search), 'i');

describe('a search as typed', () => {
  it.each([
    ['(vip)*', 'Ngozi (VIP)* Eze', 'Ngozi VIP Eze'],
    ['a.b', 'A.B Travels', 'axb'],
    ['+234', '+234 803', '234 803'],
    ['[x]', 'box [X]', 'x'],
    ['\\', 'a\\b', 'ab'],
    ['^$|?{2}', 'odd ^$|?{2} text', ''],
  ])('finds %j as text, in any case, anywhere: in %j, not in %j', (typed, found, missed) => {
    expect(asMongoReadsIt(typed).test(found)).toBe(true);
    expect(asMongoReadsIt(typed).test(missed)).toBe(false);
  });

  it('writes a NUL as its escape, since MongoDB refuses a pattern holding one', () => {
    expect(searchPattern('a\0b')).toBe('a\\x00b');
    expect(asMongoReadsIt('a\0b').test('xa\0bx')).toBe(true);
  });

  it('looks in any of the fields, in any case, or nowhere for no search', () => {
    expect(JSON.parse(JSON.stringify(searchFilter('B.', ['name', 'email'])))).toEqual({
      $or: [{ name: { $regex: 'B\\.', $options: 'i' } }, { email: { $regex: 'B\\.', $options: 'i' } }],
    });
    expect(searchFilter(undefined, ['name'])).toEqual({});
    expect(searchFilter('', ['name'])).toEqual({});
  });

  it('reads joined fields as one text, a space between them', () => {
    expect(JSON.parse(JSON.stringify(joinedSearchFilter('hajj+', ['title', 'description'])))).toEqual({
      $expr: {
        $regexMatch: { input: { $concat: ['$title', ' ', '$description'] }, regex: 'hajj\\+', options: 'i' },
      },
    });
    expect(joinedSearchFilter(undefined, ['title', 'description'])).toEqual({});
  });
});
