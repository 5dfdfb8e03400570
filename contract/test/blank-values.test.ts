import { z } from 'zod';
import { blankValues } from '../src/blank-values';

describe('the blank values of a form', () => {
  it('are empty texts and lists, 0 and false, or the defaults the fields declare', () => {
    expect(
      blankValues({
        title: z.string().trim().min(1),
        category: z.enum(['hajj', 'umrah']),
        tags: z.array(z.string()),
        price: z.preprocess(Number, z.number().positive()),
        published: z.boolean(),
        note: z.string().optional(),
        days: z.string().transform(Number).default(1),
      }),
    ).toEqual({ title: '', category: '', tags: [], price: 0, published: false, note: '', days: 1 });
  });

  it('refuse a field of no blank kind', () => {
    expect(() => blankValues({ when: z.date() })).toThrow('No blank value for a zod date field');
  });
});
