import {
  deletedResponseSchema,
  emailAddress,
  errorBodySchema,
  honeypotSchema,
  idParamsSchema,
  inlineDataSchema,
  objectIdSchema,
  personName,
  requiredText,
} from '../src';
import { problemsOf } from './issues';

describe('requiredText', () => {
  const city = requiredText('City is required.', 6);

  it('trims the text it accepts', () => {
    expect(city.parse('  Lagos \n')).toBe('Lagos');
  });

  it('refuses a missing value or one that is not text with its message', () => {
    expect(problemsOf(city, undefined)).toEqual(['City is required.']);
    expect(problemsOf(city, 42)).toEqual(['City is required.']);
  });

  it('refuses text made only of spaces or invisible characters', () => {
    for (const blank of ['', '   ', '\t\n', '\u00A0\u3000', '\u200B\u200C\u200D', '\u2060', '\uFEFF']) {
      expect(problemsOf(city, blank)).toEqual(['City is required.']);
    }
  });

  it('accepts visible text wrapped in invisible characters, as written', () => {
    expect(city.parse('\u200BIfe\u200B')).toBe('\u200BIfe\u200B');
  });

  it('stores text in its composed (NFC) form and counts its length in that form', () => {
    const decomposed = 'Abe\u0301ok'; // 'Abéok' with é written as e + combining acute: 6 code units
    expect(decomposed).toHaveLength(6);
    expect(requiredText('Town is required.', 5).parse(decomposed)).toBe('Ab\u00E9ok');
  });

  it('counts the length after trimming, and allows exactly the maximum', () => {
    expect(city.parse('  Ikorodu'.slice(0, 8))).toBe('Ikorod');
    expect(city.parse('Ikorod')).toBe('Ikorod');
  });

  it("refuses text over the maximum with the field's name and the limit, and nothing else", () => {
    expect(problemsOf(city, 'Abeokuta')).toEqual(['City is too long (at most 6 characters).']);
    // Checked first: invisible text over the limit is too long, not also missing.
    expect(problemsOf(city, '\u200B'.repeat(7))).toEqual(['City is too long (at most 6 characters).']);
  });

  it('names the whole message in the too-long message when it does not end in " is required."', () => {
    expect(problemsOf(requiredText('Pick a city', 3), 'Lagos')).toEqual([
      'Pick a city is too long (at most 3 characters).',
    ]);
    expect(problemsOf(requiredText('Required: city is required. Please', 3), 'Lagos')).toEqual([
      'Required: city is required. Please is too long (at most 3 characters).',
    ]);
  });

  it('uses the too-long message it is given', () => {
    expect(problemsOf(requiredText('City is required.', 3, 'Shorter, please.'), 'Lagos')).toEqual([
      'Shorter, please.',
    ]);
  });
});

describe('personName', () => {
  const name = personName('Name is required.', 20);

  it('removes the characters that reorder the text after the name', () => {
    const controls = '\u061C\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
    expect(name.parse(`Ada${controls}Obi`)).toBe('AdaObi');
    expect(name.parse('Ada \u202Eibo')).toBe('Ada ibo');
    expect(name.parse('\u2066 Ada Obi \u2069')).toBe('Ada Obi');
  });

  it('refuses a name made only of those characters, which would be stored empty', () => {
    expect(problemsOf(name, '\u202E')).toEqual(['Name is required.']);
    expect(problemsOf(name, ' \u200F\u2066 ')).toEqual(['Name is required.']);
  });

  it('keeps the rules of required text', () => {
    expect(name.parse('  Aisha Bello ')).toBe('Aisha Bello');
    expect(problemsOf(name, ' \u200B ')).toEqual(['Name is required.']);
    expect(problemsOf(name, 'A'.repeat(21))).toEqual(['Name is too long (at most 20 characters).']);
  });
});

describe('emailAddress', () => {
  const email = emailAddress({ required: 'Email is required.', invalid: 'Enter a valid email address.' }, 30);

  it('accepts an address and trims it', () => {
    expect(email.parse('  ada@example.com ')).toBe('ada@example.com');
  });

  it('refuses a missing address and a malformed one with their messages', () => {
    expect(problemsOf(email, undefined)).toEqual(['Email is required.']);
    expect(problemsOf(email, '  ')[0]).toBe('Email is required.');
    expect(problemsOf(email, 'ada@example')).toEqual(['Enter a valid email address.']);
  });

  it('checks the length before the pattern, so an overlong address is only too long', () => {
    expect(problemsOf(email, `${'a'.repeat(20)}@example.com`)).toEqual([
      'Email is too long (at most 30 characters).',
    ]);
    expect(problemsOf(email, 'x'.repeat(31))).toEqual(['Email is too long (at most 30 characters).']);
  });

  it('uses the too-long message it is given', () => {
    const short = emailAddress({ required: 'R', invalid: 'I', tooLong: 'T' }, 5);
    expect(problemsOf(short, 'ada@example.com')).toEqual(['T']);
  });
});

describe('ids', () => {
  it('accepts a MongoDB ObjectId in either case', () => {
    expect(objectIdSchema.parse('0123456789abcdef01234567')).toBe('0123456789abcdef01234567');
    expect(objectIdSchema.parse('0123456789ABCDEF01234567')).toBe('0123456789ABCDEF01234567');
  });

  it.each([
    ['too short', '0123456789abcdef0123456'],
    ['too long', '0123456789abcdef012345678'],
    ['not hexadecimal', '0123456789abcdef0123456g'],
    ['wrapped in other text', ' 0123456789abcdef01234567'],
  ])('refuses an id %s', (_, id) => {
    expect(problemsOf(objectIdSchema, id)).toEqual(['Invalid id.']);
  });

  it('takes exactly an id as path parameters', () => {
    expect(idParamsSchema.parse({ id: '0123456789abcdef01234567' })).toEqual({
      id: '0123456789abcdef01234567',
    });
    expect(idParamsSchema.safeParse({ id: '0123456789abcdef01234567', other: 1 }).success).toBe(false);
  });
});

describe('inline file data', () => {
  it.each([
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/jpeg;name=flier.jpg;base64,/9j/4AAQ',
    'DATA:IMAGE/PNG;BASE64,iVBORw0KGgo=',
    'data:;base64,AAAA',
    'data:image/svg+xml;charset="utf-8";base64,PHN2Zz4=',
  ])('accepts the data: URL %s', (url) => {
    expect(inlineDataSchema.parse(url)).toBe(url);
  });

  it.each([
    'https://example.com/flier.jpg',
    '/api/media/0123456789abcdef01234567',
    'data:image/png,iVBORw0KGgo=',
    'data:image;base64,iVBORw0KGgo=',
    ' data:image/png;base64,iVBORw0KGgo=',
  ])('refuses %s', (url) => {
    expect(problemsOf(inlineDataSchema, url)).toEqual(['Files must be sent as base64 data: URLs.']);
  });

  it('refuses a value that is not text with the same message', () => {
    expect(problemsOf(inlineDataSchema, { data: 'x' })).toEqual(['Files must be sent as base64 data: URLs.']);
  });
});

describe('the honeypot field', () => {
  it('may be left out or hold up to 500 characters', () => {
    expect(honeypotSchema.safeParse(undefined).success).toBe(true);
    expect(honeypotSchema.safeParse('x'.repeat(500)).success).toBe(true);
    expect(honeypotSchema.safeParse('x'.repeat(501)).success).toBe(false);
  });
});

describe('answers shared by every endpoint', () => {
  it('describes a removal by the id removed and a message', () => {
    expect(deletedResponseSchema.safeParse({ id: 'a1', message: 'Removed' }).success).toBe(true);
    expect(deletedResponseSchema.safeParse({ id: 'a1' }).success).toBe(false);
  });

  it('describes an error by its message, with an optional error text and field issues', () => {
    const refusal = { message: 'Name is required.', issues: [{ path: ['trip', 0, 'from'], message: 'x' }] };
    expect(errorBodySchema.parse(refusal)).toEqual(refusal);
    expect(errorBodySchema.safeParse({ message: 'Conflict', error: 'Already subscribed' }).success).toBe(
      true,
    );
    expect(errorBodySchema.safeParse({ message: 'Enter the code', secondFactor: 'required' }).success).toBe(
      true,
    );
    expect(errorBodySchema.safeParse({ message: 'Enter the code', secondFactor: 'maybe' }).success).toBe(
      false,
    );
    expect(errorBodySchema.safeParse({ error: 'no message' }).success).toBe(false);
    expect(
      errorBodySchema.safeParse({ message: 'm', issues: [{ path: [true], message: 'x' }] }).success,
    ).toBe(false);
  });
});
