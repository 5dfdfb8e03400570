import { PACKAGE_MESSAGES, type Package } from '@safa/contract';
import { pkg } from '../../../test/fixtures';
import { PACKAGE_FORM_FIELDS, packageDraftSchema, packageFormSchema, toFormValues } from './package-form';

describe('the package form', () => {
  it('offers the fields in the order of the §5 checks, all but the alt text', () => {
    expect(PACKAGE_FORM_FIELDS.slice(0, 7)).toEqual(Object.keys(PACKAGE_MESSAGES));
    expect(PACKAGE_FORM_FIELDS).toContain('days');
    expect(PACKAGE_FORM_FIELDS).not.toContain('name');
  });

  it('starts a new package from the §3 defaults, as typed text', () => {
    expect(toFormValues()).toMatchObject({
      title: '',
      description: '',
      category: '',
      images: [],
      inclusions: [],
      price: '0',
      numberOfPeople: '1',
      days: '1',
    });
  });

  it('edits a stored package as typed text, its lists copied, its alt text left to follow the title', () => {
    const stored = pkg(1, { name: 'The Kaaba' });
    const values = toFormValues(stored);
    expect(values).not.toHaveProperty('name');
    expect(values).toMatchObject({
      title: 'Package 1',
      description: 'Description 1',
      category: 'vacation',
      images: stored.images,
      inclusions: ['Flights', 'Hotel'],
      price: '1500000',
      numberOfPeople: '2',
      days: '10-20',
    });
    expect(values.images).not.toBe(stored.images);
    expect(packageFormSchema.parse(values)).toMatchObject({ price: 1_500_000, name: 'Package 1' });
  });

  it('starts a field a package was stored without at its default', () => {
    const { days: _, ...storedBeforeDays } = pkg(1);
    expect(toFormValues(storedBeforeDays as Package).days).toBe('1');
  });

  it('keeps a draft only in the form’s shape', () => {
    expect(packageDraftSchema.safeParse({ values: toFormValues() }).success).toBe(true);
    expect(packageDraftSchema.safeParse({ values: { ...toFormValues(), price: 0 } }).success).toBe(false);
  });
});
