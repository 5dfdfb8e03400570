import {
  hajjCurrentSchema,
  imageRefSchema,
  PACKAGE_FIELDS,
  PACKAGE_MESSAGES,
  packageInputSchema,
  packageRecordSchema,
  packageSchema,
} from '../src';
import { problemsByPath, problemsOf } from './issues';

const storedPicture = '/api/media/0123456789abcdef01234567';
const newPicture = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';

const umrah = {
  title: 'Ramadan Umrah',
  description: 'Fifteen days in Makkah and Madinah.',
  category: 'umrah',
  images: [storedPicture],
  inclusions: ['Visa', 'Return flight'],
  price: 2_500_000,
  numberOfPeople: 2,
  days: '15',
};

const firstProblem = (body: object) => problemsOf(packageInputSchema, body)[0];

describe('package save (§5)', () => {
  it('accepts a complete package as it is', () => {
    expect(packageInputSchema.parse(umrah)).toEqual({ ...umrah, name: umrah.title });
  });

  it("runs the checks in the spec's order: the first failing one is the message shown", () => {
    expect(problemsOf(packageInputSchema, {})).toEqual([
      'Title is required.',
      'Description is required.',
      'Category is required.',
      'At least one image is required.',
      'At least one inclusion is required.',
      'Price must be a valid number greater than 0.',
      'Number of people must be a valid number and at least 1.',
    ]);
    expect(Object.values(PACKAGE_MESSAGES)).toEqual(problemsOf(packageInputSchema, {}));
  });

  it('lists its fields in the order of the checks, for a form to show the first failing one', () => {
    expect(PACKAGE_FIELDS.slice(0, 7)).toEqual(Object.keys(PACKAGE_MESSAGES));
    expect(PACKAGE_FIELDS).toEqual(expect.arrayContaining(['days', 'name']));
  });

  it('shows each check on its own once the checks before it pass', () => {
    const blank = {
      title: ' ',
      description: ' ',
      category: '',
      images: [],
      inclusions: [],
      price: 0,
      numberOfPeople: 0,
    };
    const steps: [keyof typeof blank, string][] = [
      ['title', 'Title is required.'],
      ['description', 'Description is required.'],
      ['category', 'Category is required.'],
      ['images', 'At least one image is required.'],
      ['inclusions', 'At least one inclusion is required.'],
      ['price', 'Price must be a valid number greater than 0.'],
      ['numberOfPeople', 'Number of people must be a valid number and at least 1.'],
    ];
    let body: Record<string, unknown> = { ...blank };
    for (const [field, message] of steps) {
      expect(firstProblem(body)).toBe(message);
      body = { ...body, [field]: umrah[field] };
    }
    expect(problemsOf(packageInputSchema, body)).toEqual([]);
  });

  it('reports each problem at its field', () => {
    expect(problemsByPath(packageInputSchema, { ...umrah, title: '', price: -1 })).toEqual([
      'title: Title is required.',
      'price: Price must be a valid number greater than 0.',
    ]);
  });

  it('refuses a title or description that is blank after trimming, and trims the ones it keeps', () => {
    expect(firstProblem({ ...umrah, title: ' \u00A0 ' })).toBe('Title is required.');
    expect(firstProblem({ ...umrah, description: '\n\t' })).toBe('Description is required.');
    const saved = packageInputSchema.parse({
      ...umrah,
      title: '  Hajj 2027 ',
      description: ' Tents in Mina. ',
    });
    expect(saved).toMatchObject({ title: 'Hajj 2027', description: 'Tents in Mina.' });
  });

  it('allows a title of 200 characters and a description of 10,000, no longer', () => {
    expect(problemsOf(packageInputSchema, { ...umrah, title: 'T'.repeat(200) })).toEqual([]);
    expect(firstProblem({ ...umrah, title: 'T'.repeat(201) })).toBe(
      'Title is too long (at most 200 characters).',
    );
    expect(problemsOf(packageInputSchema, { ...umrah, description: 'D'.repeat(10_000) })).toEqual([]);
    expect(firstProblem({ ...umrah, description: 'D'.repeat(10_001) })).toBe(
      'Description is too long (at most 10000 characters).',
    );
  });

  describe('category (§3)', () => {
    it.each([
      ['hajj', 'hajj'],
      ['HAJJ', 'hajj'],
      [' Umrah ', 'umrah'],
      ['vacation', 'vacation'],
      ['Vacation', 'vacation'],
      ['others', 'vacation'],
      [' OTHERS ', 'vacation'],
    ])('reads %j as %j', (written, category) => {
      expect(packageInputSchema.parse({ ...umrah, category }).category).toBe(category);
      expect(packageInputSchema.parse({ ...umrah, category: written }).category).toBe(category);
    });

    it.each([[''], ['other'], ['flight'], [undefined], [3], [['hajj']]])(
      "refuses %j with 'Category is required.'",
      (category) => {
        expect(problemsOf(packageInputSchema, { ...umrah, category })).toEqual(['Category is required.']);
      },
    );
  });

  describe('images', () => {
    it('takes stored pictures and inline picture data', () => {
      const images = [storedPicture, newPicture];
      expect(packageInputSchema.parse({ ...umrah, images }).images).toEqual(images);
    });

    it('takes the list written as a JSON string, as the old form sent it', () => {
      const images = [storedPicture, newPicture];
      expect(packageInputSchema.parse({ ...umrah, images: JSON.stringify(images) }).images).toEqual(images);
    });

    it.each([
      ['an empty list', []],
      ['an empty JSON list', '[]'],
      ['text that is not JSON', storedPicture],
      ['JSON that is not a list', '{"0":"/api/media/0123456789abcdef01234567"}'],
      ['no list at all', undefined],
    ])("refuses %s with 'At least one image is required.'", (_, images) => {
      expect(firstProblem({ ...umrah, images })).toBe('At least one image is required.');
    });

    it('refuses a picture from elsewhere', () => {
      expect(problemsOf(packageInputSchema, { ...umrah, images: ['https://example.com/kaaba.jpg'] })).toEqual(
        ['Each image must be a stored picture (/api/media/...) or inline picture data.'],
      );
    });

    it('takes up to 20 pictures', () => {
      expect(
        packageInputSchema.parse({ ...umrah, images: Array(20).fill(storedPicture) }).images,
      ).toHaveLength(20);
      expect(problemsOf(packageInputSchema, { ...umrah, images: Array(21).fill(storedPicture) })).toEqual([
        'A package has at most 20 images.',
      ]);
    });
  });

  describe('inclusions', () => {
    it('keeps only the inclusions that are not blank, trimmed (§5)', () => {
      const inclusions = ['  Visa ', '', '   ', 'Hotel near the Haram'];
      expect(packageInputSchema.parse({ ...umrah, inclusions }).inclusions).toEqual([
        'Visa',
        'Hotel near the Haram',
      ]);
    });

    it('reads only text as JSON: an inclusion that looks like a JSON list stays one inclusion', () => {
      expect(packageInputSchema.parse({ ...umrah, inclusions: ['["Visa","Meals"]'] }).inclusions).toEqual([
        '["Visa","Meals"]',
      ]);
    });

    it('takes the list written as a JSON string', () => {
      expect(packageInputSchema.parse({ ...umrah, inclusions: '["Visa"," Meals "]' }).inclusions).toEqual([
        'Visa',
        'Meals',
      ]);
    });

    it.each([
      ['an empty list', []],
      ['a list of blanks', ['', '  ']],
      ['text that is not JSON', 'Visa, Meals'],
      ['no list at all', undefined],
    ])("refuses %s with 'At least one inclusion is required.'", (_, inclusions) => {
      expect(firstProblem({ ...umrah, inclusions })).toBe('At least one inclusion is required.');
    });

    it('takes up to 50 inclusions of up to 300 characters each', () => {
      expect(
        packageInputSchema.parse({ ...umrah, inclusions: Array(50).fill('Visa') }).inclusions,
      ).toHaveLength(50);
      expect(problemsOf(packageInputSchema, { ...umrah, inclusions: Array(51).fill('Visa') })).toEqual([
        'A package has at most 50 inclusions.',
      ]);
      expect(packageInputSchema.parse({ ...umrah, inclusions: ['I'.repeat(300)] }).inclusions).toEqual([
        'I'.repeat(300),
      ]);
      expect(problemsOf(packageInputSchema, { ...umrah, inclusions: ['I'.repeat(301)] })).toHaveLength(1);
    });
  });

  describe('price and number of people', () => {
    it('read numbers typed into the form', () => {
      expect(packageInputSchema.parse({ ...umrah, price: ' 1500000 ', numberOfPeople: '3' })).toMatchObject({
        price: 1_500_000,
        numberOfPeople: 3,
      });
      expect(packageInputSchema.parse({ ...umrah, price: '0.5' }).price).toBe(0.5);
    });

    it.each([
      [0],
      [-100],
      ['0'],
      [''],
      ['  '],
      ['abc'],
      [Number.NaN],
      [Number.POSITIVE_INFINITY],
      ['Infinity'],
      [null],
      [true],
      [[5]],
    ])('refuses the price %j', (price) => {
      expect(problemsOf(packageInputSchema, { ...umrah, price })).toEqual([
        'Price must be a valid number greater than 0.',
      ]);
    });

    it.each([
      [0],
      [-1],
      [1.5],
      ['0'],
      [''],
      ['two'],
      [Number.NaN],
      [Number.POSITIVE_INFINITY],
      [true],
      [[2]],
    ])('refuses the number of people %j', (numberOfPeople) => {
      expect(problemsOf(packageInputSchema, { ...umrah, numberOfPeople })).toEqual([
        'Number of people must be a valid number and at least 1.',
      ]);
    });

    it('accepts one person and the smallest positive price', () => {
      expect(packageInputSchema.parse({ ...umrah, price: 0.01, numberOfPeople: 1 })).toMatchObject({
        price: 0.01,
        numberOfPeople: 1,
      });
    });
  });

  describe('days (not validated, §5)', () => {
    it("is '1' when left out", () => {
      const { days: _, ...withoutDays } = umrah;
      expect(packageInputSchema.parse(withoutDays).days).toBe('1');
    });

    it('keeps text, a range or a number, as text', () => {
      expect(packageInputSchema.parse({ ...umrah, days: ' 10-20 ' }).days).toBe('10-20');
      expect(packageInputSchema.parse({ ...umrah, days: 12 }).days).toBe('12');
      expect(packageInputSchema.parse({ ...umrah, days: 'D'.repeat(40) }).days).toBe('D'.repeat(40));
    });

    it('refuses more than 40 characters, saying so', () => {
      expect(problemsOf(packageInputSchema, { ...umrah, days: 'D'.repeat(41) })).toEqual([
        'Days is too long (at most 40 characters).',
      ]);
    });
  });

  describe("name (the pictures' alt text)", () => {
    it('is the title when left out or blank', () => {
      expect(packageInputSchema.parse(umrah).name).toBe('Ramadan Umrah');
      expect(packageInputSchema.parse({ ...umrah, name: '' }).name).toBe('Ramadan Umrah');
      expect(packageInputSchema.parse({ ...umrah, name: '   ' }).name).toBe('Ramadan Umrah');
    });

    it('is its own, trimmed, when given', () => {
      expect(packageInputSchema.parse({ ...umrah, name: ' The Kaaba at dusk ' }).name).toBe(
        'The Kaaba at dusk',
      );
    });

    it('has at most 200 characters', () => {
      expect(packageInputSchema.parse({ ...umrah, name: 'N'.repeat(200) }).name).toHaveLength(200);
      expect(packageInputSchema.safeParse({ ...umrah, name: 'N'.repeat(201) }).success).toBe(false);
    });
  });

  it('refuses a field it does not know', () => {
    expect(packageInputSchema.safeParse({ ...umrah, discount: 10 }).success).toBe(false);
  });
});

describe('image references', () => {
  it.each([storedPicture, '/api/media/0123456789ABCDEF01234567', newPicture])('accepts %s', (image) => {
    expect(imageRefSchema.safeParse(image).success).toBe(true);
  });

  it.each([
    '/api/media/0123456789abcdef0123456',
    '/api/media/0123456789abcdef01234567/x',
    'https://cdn.example.com/api/media/0123456789abcdef01234567',
    '/media/0123456789abcdef01234567',
  ])('refuses %s', (image) => {
    expect(imageRefSchema.safeParse(image).success).toBe(false);
  });
});

describe('a stored package', () => {
  const record = { ...umrah, name: 'Ramadan Umrah' };

  it('may have empty lists (the admin shows "No inclusions listed")', () => {
    expect(packageRecordSchema.parse({ ...record, images: [], inclusions: [] })).toEqual({
      ...record,
      images: [],
      inclusions: [],
    });
  });

  it('holds to the minimums and required texts with the §5 messages', () => {
    expect(problemsOf(packageRecordSchema, { ...record, price: 0 })).toEqual([PACKAGE_MESSAGES.price]);
    expect(problemsOf(packageRecordSchema, { ...record, numberOfPeople: 0.5 })).toEqual([
      PACKAGE_MESSAGES.numberOfPeople,
    ]);
    expect(problemsOf(packageRecordSchema, { ...record, title: '' })).toEqual([PACKAGE_MESSAGES.title]);
    expect(problemsOf(packageRecordSchema, { ...record, description: '' })).toEqual([
      PACKAGE_MESSAGES.description,
    ]);
  });

  it('holds to the same limits as a save', () => {
    for (const tooMuch of [
      { title: 'T'.repeat(201) },
      { name: 'N'.repeat(201) },
      { description: 'D'.repeat(10_001) },
      { images: Array(21).fill(storedPicture) },
      { inclusions: Array(51).fill('Visa') },
      { inclusions: ['I'.repeat(301)] },
      { category: 'others' },
    ]) {
      expect(packageRecordSchema.safeParse({ ...record, ...tooMuch }).success).toBe(false);
    }
  });

  it('is answered with its id and timestamps', () => {
    const answered = {
      ...record,
      id: 'p1',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    };
    expect(packageSchema.parse(answered)).toEqual(answered);
    const { updatedAt: _, ...withoutUpdate } = answered;
    expect(packageSchema.safeParse(withoutUpdate).success).toBe(false);
  });

  it('gives the current Hajj record as a price and a number of people', () => {
    expect(hajjCurrentSchema.parse({ price: 0, numberOfPeople: 0 })).toEqual({ price: 0, numberOfPeople: 0 });
    expect(hajjCurrentSchema.safeParse({ price: '0', numberOfPeople: 0 }).success).toBe(false);
  });
});
