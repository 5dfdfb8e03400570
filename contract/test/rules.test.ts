import {
  ADMIN_IDLE_TIMEOUT_MS,
  CONTACT_CATEGORIES,
  DAY_PATTERN,
  EMAIL_PATTERN,
  endpoints,
  FLIER_CATEGORIES,
  GALLERY_MEDIA_TYPES,
  LIMITS,
  MEDIA_URL_PATTERN,
  MESSAGE_CATEGORIES,
  MESSAGE_STATUSES,
  NEW_PACKAGE_DEFAULTS,
  PACKAGE_CATEGORIES,
  PACKAGE_RULES,
  PHONE_PATTERN,
  STORAGE_KEYS,
} from '../src';

describe('§9 constants', () => {
  it('keeps the admin token and the package id under the keys of the spec', () => {
    expect(STORAGE_KEYS).toEqual({ adminToken: 'adminToken', packageId: 'packageId' });
  });

  it('logs the admin out after 30 minutes without activity', () => {
    expect(ADMIN_IDLE_TIMEOUT_MS).toBe(30 * 60 * 1000);
  });

  it('starts a new package with empty texts and lists, price 0, people 1 and days 1', () => {
    expect(NEW_PACKAGE_DEFAULTS).toMatchObject({
      title: '',
      name: '',
      description: '',
      category: '',
      images: [],
      inclusions: [],
      price: 0,
      numberOfPeople: 1,
      days: '1',
    });
  });

  it('names the categories and statuses of the spec', () => {
    expect(PACKAGE_CATEGORIES).toEqual(['hajj', 'umrah', 'vacation']);
    expect(CONTACT_CATEGORIES).toEqual(['Email', 'Phone']);
    expect(MESSAGE_STATUSES).toEqual(['Responded', 'Unresponded']);
    expect(MESSAGE_CATEGORIES).toEqual(['contactmessage', 'hajjmessage', 'umrahmessage', 'flightmessage']);
    expect(FLIER_CATEGORIES).toEqual(['Hajj', 'Umrah']);
    expect(GALLERY_MEDIA_TYPES).toEqual(['image', 'video']);
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
