import { TooLarge } from '../../src/errors';
import { countPdfObjects } from '../../src/modules/private-files/pdf-cleaning/object-count';
import { createPdfCleaner } from '../../src/modules/private-files/pdf-cleaning/pdf-cleaner';
import { pdfOfManyObjects, pdfWith } from '../support/active-pdfs';

describe('counting the objects of a PDF before parsing it', () => {
  it('counts the headers of objects, however spaced, and not their ends or other words', () => {
    const pdf = Buffer.from(
      '%PDF-1.7\n1 0 obj <</A (an object)>> endobj\n2 0obj [1 2] endobj\n(objects) /obj4 endobj\n12 0 objx',
    );
    expect(countPdfObjects(pdf)).toBe(2);
    expect(countPdfObjects(Buffer.from('1 10 obj 5 endobj'))).toBe(1);
    for (const longer of ['obja', 'objz', 'objA', 'objZ', 'obj0', 'obj9']) {
      expect(countPdfObjects(Buffer.from(`1 0 ${longer}`))).toBe(0);
    }
    for (const delimiter of ['obj<', 'obj[', 'obj/', 'obj{', 'obj`', 'obj@']) {
      expect(countPdfObjects(Buffer.from(`1 0 ${delimiter}`))).toBe(1);
    }
  });

  it.each([
    ['a space', ' '],
    ['a line feed', '\n'],
    ['a carriage return', '\r'],
    ['a tab', '\t'],
    ['a form feed', '\f'],
    ['a null', '\0'],
    ['several', ' \r\n\t '],
  ])('counts a header with %s before `obj`', (_name, space) => {
    expect(countPdfObjects(Buffer.from(`9 9${space}obj 1 endobj`))).toBe(1);
  });

  it('counts a header at the very start of the bytes, and an `obj` with no number before it not at all', () => {
    expect(countPdfObjects(Buffer.from('0obj'))).toBe(1);
    expect(countPdfObjects(Buffer.from(' obj'))).toBe(0);
    expect(countPdfObjects(Buffer.from('a obj'))).toBe(0);
  });

  it('adds what each object stream declares it holds, wherever it lies in the file', () => {
    const pdf = Buffer.from(
      `%PDF-1.7\n%${'x'.repeat(5000)}\n5 0 obj\n<</Type /ObjStm /N 250 /First 2000 /Length 10>>\nstream\n0123456789\nendstream\nendobj\n` +
        '6 0 obj <</Length 3 /N40/Type/ObjStm>> stream\nabc\nendstream endobj\n' +
        '7 0 obj <</Type/ObjStm/Length 3>> stream\nabc\nendstream endobj\n8 0 obj <</N 7>> endobj',
    );
    expect(countPdfObjects(pdf)).toBe(4 + 250 + 40);
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
