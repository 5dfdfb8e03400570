import {
  DAY_PATTERN,
  EMAIL_PATTERN,
  endpoints,
  LIMITS,
  MEDIA_URL_PATTERN,
  NEW_PACKAGE_DEFAULTS,
  PACKAGE_MESSAGES,
  PACKAGE_RULES,
  PHONE_PATTERN,
  packageInputSchema,
} from '../src';
import { problemsOf } from './issues';

describe('a new package, as the form starts it (§9: empty texts and lists, price 0, people 1, days 1)', () => {
  it('is refused for every check of §5, in its order, its price of 0 included, but for its people', () => {
    const { numberOfPeople: _peopleAreSet, ...toGive } = PACKAGE_MESSAGES;
    expect(problemsOf(packageInputSchema, NEW_PACKAGE_DEFAULTS)).toEqual(Object.values(toGive));
  });

  it('is saved for one person and one day when the operator changes neither', () => {
    const filled = {
      ...NEW_PACKAGE_DEFAULTS,
      title: 'Weekend in Dubai',
      description: 'Three nights by the creek.',
      category: 'vacation',
      images: ['/api/media/0123456789abcdef01234567'],
      inclusions: ['Hotel'],
      price: 950_000,
    };
    expect(packageInputSchema.parse(filled)).toMatchObject({ numberOfPeople: 1, days: '1' });
  });
});

describe('package minimums (§9), as the database applies them too', () => {
  it.each([
    [1, true],
    [0.01, true],
    [2_500_000, true],
    [0, false],
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('price %d: %s', (price, accepted) => {
    expect(PACKAGE_RULES.price(price)).toBe(accepted);
  });

  it.each([
    [1, true],
    [40, true],
    [0, false],
    [-2, false],
    [1.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('number of people %d: %s', (people, accepted) => {
    expect(PACKAGE_RULES.numberOfPeople(people)).toBe(accepted);
  });
});

describe('upload limits', () => {
  it('are the sizes the API document states', () => {
    const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;
    expect(megabytes(LIMITS.imageBytes)).toBe('10 MB');
    expect(endpoints.uploadGallery.multipart.files.files).toContain(
      `Pictures (${megabytes(LIMITS.imageBytes)} each) and videos (${megabytes(LIMITS.videoBytes)} each)`,
    );
    expect(endpoints.uploadFliers.summary).toContain(`up to ${megabytes(LIMITS.imageBytes)} each`);
  });
});

describe('patterns', () => {
  it('finds an e-mail address in linear time, even in a long run of dots', () => {
    const started = performance.now();
    expect(EMAIL_PATTERN.test(`a@${'.'.repeat(50_000)}`)).toBe(false);
    expect(EMAIL_PATTERN.test(`a@b${'.c'.repeat(25_000)}!`)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('takes a phone number of 7 to 20 digits and separators, with an optional leading +', () => {
    expect(PHONE_PATTERN.test('+234 (0) 803-123.4567')).toBe(true);
    expect(PHONE_PATTERN.test('0803/1234567')).toBe(false);
    expect(PHONE_PATTERN.test('0803 123 4567#')).toBe(false);
  });

  it('recognises a stored file by its id and nothing around it', () => {
    expect(MEDIA_URL_PATTERN.test('/api/media/0123456789abcdef01234567')).toBe(true);
    expect(MEDIA_URL_PATTERN.test('x/api/media/0123456789abcdef01234567')).toBe(false);
    expect(MEDIA_URL_PATTERN.test('/api/media/0123456789abcdef01234567?x')).toBe(false);
  });

  it('takes a day as YYYY-MM-DD only', () => {
    expect(DAY_PATTERN.test('2026-11-23')).toBe(true);
    for (const day of ['2026-11-2', '26-11-23', '2026/11/23', ' 2026-11-23', '2026-11-23 ', '2026-1a-23']) {
      expect(DAY_PATTERN.test(day)).toBe(false);
    }
  });
});
