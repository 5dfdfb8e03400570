import { TooLarge } from '../../src/errors';
import { countPdfObjects } from '../../src/modules/payments/pdf-cleaning/object-count';
import { createPdfCleaner } from '../../src/modules/payments/pdf-cleaning/pdf-cleaner';
import { pdfOfManyObjects, pdfWith } from '../support/active-pdfs';

describe('counting the objects of a PDF before parsing it', () => {
  it('counts the headers of objects, however spaced, and not their ends or other words', () => {
    const pdf = Buffer.from(
      '%PDF-1.7\n1 0 obj <</A (an object)>> endobj\n2 0obj [1 2] endobj\n3\r\n0\tobj 5 endobj\n(objects) /obj4 endobj',
    );
    expect(countPdfObjects(pdf)).toBe(3);
  });

  it('adds what each object stream declares it holds', () => {
    const pdf = Buffer.from(
      '%PDF-1.7\n5 0 obj\n<</Type /ObjStm /N 250 /First 2000 /Length 10>>\nstream\n0123456789\nendstream\nendobj\n' +
        '6 0 obj <</Length 3 /N 40/Type/ObjStm>> stream\nabc\nendstream endobj',
    );
    expect(countPdfObjects(pdf)).toBe(2 + 250 + 40);
  });

  it('counts 300,000 objects in a 9.9 MB PDF', () => {
    expect(countPdfObjects(pdfOfManyObjects(300_000))).toBe(300_003);
  });
});

describe('the PDF cleaner', () => {
  it('ends the worker of a PDF over its time budget and refuses that PDF, then cleans the next', async () => {
    const budgetMs = 5000;
    const clean = createPdfCleaner({ maxObjects: 1_000_000, budgetMs });
    const small = await pdfWith(() => undefined);
    expect((await clean(small)).subarray(0, 5).toString()).toBe('%PDF-');

    const startedAt = performance.now();
    const slow = clean(pdfOfManyObjects(300_000));
    await expect(slow).rejects.toThrow(
      new TooLarge('This PDF took too long to check. Send a screenshot or a photo of your transfer instead.'),
    );
    expect(performance.now() - startedAt).toBeLessThan(budgetMs + 1000);
    expect((await clean(small)).subarray(0, 5).toString()).toBe('%PDF-');
  }, 30_000);
});
