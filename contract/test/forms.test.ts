import {
  contactInputSchema,
  contactSchema,
  loginRequestSchema,
  loginResponseSchema,
  NEWSLETTER_DUPLICATE_ERROR,
  newsletterInputSchema,
  subscriberSchema,
} from '../src';
import { problemsByPath, problemsOf } from './issues';

describe('admin login (§5)', () => {
  it('trims the username and the password', () => {
    expect(loginRequestSchema.parse({ username: '  admin ', password: ' s3cret\t' })).toEqual({
      username: 'admin',
      password: 's3cret',
    });
  });

  it('takes the second factor’s code, trimmed, when there is one', () => {
    expect(loginRequestSchema.parse({ username: 'admin', password: 'p', code: ' 123 456 ' })).toEqual({
      username: 'admin',
      password: 'p',
      code: '123 456',
    });
    expect(problemsOf(loginRequestSchema, { username: 'admin', password: 'p', code: '  ' })).toEqual([
      'Enter the code from your authenticator app.',
    ]);
    expect(
      problemsOf(loginRequestSchema, { username: 'admin', password: 'p', code: '1'.repeat(41) }),
    ).toEqual(['A code is at most 40 characters.']);
  });

  it('requires both, blank counting as missing', () => {
    expect(problemsByPath(loginRequestSchema, {})).toEqual([
      'username: Username is required.',
      'password: Password is required.',
    ]);
    expect(problemsOf(loginRequestSchema, { username: '   ', password: 'x' })).toEqual([
      'Username is required.',
    ]);
    expect(problemsOf(loginRequestSchema, { username: 'admin', password: ' ' })).toEqual([
      'Password is required.',
    ]);
  });

  it('takes a username of up to 100 characters and a password of up to 200', () => {
    expect(
      loginRequestSchema.safeParse({ username: 'u'.repeat(100), password: 'p'.repeat(200) }).success,
    ).toBe(true);
    expect(problemsOf(loginRequestSchema, { username: 'u'.repeat(101), password: 'p' })).toEqual([
      'Username is too long (at most 100 characters).',
    ]);
    expect(problemsOf(loginRequestSchema, { username: 'u', password: 'p'.repeat(201) })).toEqual([
      'Password is too long (at most 200 characters).',
    ]);
  });

  it('takes nothing but the two fields', () => {
    expect(loginRequestSchema.safeParse({ username: 'admin', password: 'x', role: 'root' }).success).toBe(
      false,
    );
  });

  it('answers a token and when it expires', () => {
    const answer = { token: 'a.b.c', expiresAt: '2026-11-23T12:00:00.000Z' };
    expect(loginResponseSchema.parse(answer)).toEqual(answer);
    expect(loginResponseSchema.safeParse({ token: 'a.b.c' }).success).toBe(false);
  });
});

describe('admin contact add (§5)', () => {
  const bothRequired = 'Error: Both fields are required.';

  it('accepts an e-mail address or a phone number under its category, trimmed', () => {
    expect(contactInputSchema.parse({ title: ' info@safatravels.ng ', category: 'Email' })).toEqual({
      title: 'info@safatravels.ng',
      category: 'Email',
    });
    expect(contactInputSchema.parse({ title: '+234 (803) 123-4567', category: 'Phone' })).toEqual({
      title: '+234 (803) 123-4567',
      category: 'Phone',
    });
  });

  it("answers a missing title or category with 'Error: Both fields are required.'", () => {
    expect(problemsOf(contactInputSchema, { category: 'Phone' })).toEqual([bothRequired]);
    expect(problemsOf(contactInputSchema, { title: '  ', category: 'Phone' })[0]).toBe(bothRequired);
    expect(problemsOf(contactInputSchema, { title: '08031234567' })).toEqual([bothRequired]);
    expect(problemsOf(contactInputSchema, {})).toEqual([bothRequired, bothRequired]);
  });

  it('names the categories when another one is sent', () => {
    expect(problemsOf(contactInputSchema, { title: '08031234567', category: 'Fax' })).toEqual([
      'Category must be Email or Phone.',
    ]);
  });

  it('checks the title against its category, at the title', () => {
    expect(problemsByPath(contactInputSchema, { title: '08031234567', category: 'Email' })).toEqual([
      'title: Enter a valid email address.',
    ]);
    expect(problemsByPath(contactInputSchema, { title: 'info@safatravels.ng', category: 'Phone' })).toEqual([
      'title: Enter a valid phone number.',
    ]);
  });

  it.each([
    ['1234567', true],
    ['123456', false],
    ['+1 (234) 567-89.01234', true],
    ['1 (234) 567-89.01234', true],
    ['1 (234) 567-89.012345', false],
    ['0803 123 4567 ext', false],
    ['++2348031234567', false],
  ])('takes the phone number %j: %s', (title, accepted) => {
    expect(contactInputSchema.safeParse({ title, category: 'Phone' }).success).toBe(accepted);
  });

  it('takes a title of up to 254 characters', () => {
    const longest = `${'a'.repeat(242)}@example.com`;
    expect(contactInputSchema.safeParse({ title: longest, category: 'Email' }).success).toBe(true);
    expect(problemsOf(contactInputSchema, { title: `a${longest}`, category: 'Email' })).toEqual([
      'Title is too long (at most 254 characters).',
    ]);
  });

  it('answers an entry with its id and date', () => {
    const entry = { id: 'c1', title: '08031234567', category: 'Phone', createdAt: '2026-01-01T00:00:00Z' };
    expect(contactSchema.parse(entry)).toEqual(entry);
    expect(contactSchema.safeParse({ ...entry, category: 'Fax' }).success).toBe(false);
  });
});

describe('newsletter signup (§5)', () => {
  const invalid = 'Please enter a valid address.';

  it('keeps the trimmed address, in lower case', () => {
    expect(newsletterInputSchema.parse({ email: '  Ada.Obi@Example.COM ' })).toEqual({
      email: 'ada.obi@example.com',
    });
  });

  it.each([
    ['ada@mail.example.com.ng', true],
    ['a@b.co', true],
    ['ada@example', false],
    ['ada example@mail.com', false],
    ['ada@mail@example.com', false],
    ['@example.com', false],
    ['ada@.com', false],
    ['ada@example.', false],
    ['ada@example..com', false],
    ['ada@example.com.', false],
    ['ada@example.com and more', false],
  ])('takes %j: %s', (email, accepted) => {
    expect(newsletterInputSchema.safeParse({ email }).success).toBe(accepted);
  });

  it("answers every refused address with 'Please enter a valid address.'", () => {
    for (const email of [undefined, '', '   ', 'ada', `${'a'.repeat(250)}@example.com`]) {
      const problems = problemsOf(newsletterInputSchema, { email });
      expect(problems.length).toBeGreaterThan(0);
      expect(new Set(problems)).toEqual(new Set([invalid]));
    }
  });

  it('takes an address of up to 254 characters', () => {
    const longest = `${'a'.repeat(242)}@example.com`;
    expect(newsletterInputSchema.safeParse({ email: longest }).success).toBe(true);
    expect(newsletterInputSchema.safeParse({ email: `a${longest}` }).success).toBe(false);
  });

  it("passes the hidden field on, for the server to drop a bot's signup", () => {
    expect(newsletterInputSchema.parse({ email: 'a@b.co', website: 'spam.example' })).toEqual({
      email: 'a@b.co',
      website: 'spam.example',
    });
  });

  it('says a second signup of an address is a duplicate, and answers a subscriber with its date', () => {
    expect(NEWSLETTER_DUPLICATE_ERROR).toBe('This email is already subscribed.');
    const subscriber = { id: 's1', email: 'a@b.co', createdAt: '2026-01-01T00:00:00Z' };
    expect(subscriberSchema.parse(subscriber)).toEqual(subscriber);
    expect(subscriberSchema.safeParse({ id: 's1', email: 'a@b.co' }).success).toBe(false);
  });
});
