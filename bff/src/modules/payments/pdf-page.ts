import { AGENCY } from '@safa/contract';
import PDFDocument from 'pdfkit';

/** Naira in figures as the agency's PDFs print them: the PDF's standard fonts have no ₦. */
export const figures = (naira: number) => `NGN ${naira.toLocaleString('en-NG')}`;

export type PdfDocument = InstanceType<typeof PDFDocument>;

const LEFT = 56;

/**
 * An A4 page of the agency's (its name and address at the top, then `title`), and the PDF's bytes
 * once the document is ended.
 */
export function agencyPdf(title: string): { document: PdfDocument; done: Promise<Buffer> } {
  const document = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: title, Author: AGENCY.name } });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  document.font('Helvetica-Bold').fontSize(18).text(AGENCY.name);
  document.font('Helvetica').fontSize(10).text(AGENCY.address).moveDown(1.5);
  document.font('Helvetica-Bold').fontSize(15).text(title).moveDown(0.8);
  return { document, done };
}

/** Labelled values, a label in bold beside each value. */
export function writeRows(document: PdfDocument, rows: ReadonlyArray<readonly [string, string]>): void {
  document.fontSize(11);
  for (const [label, value] of rows) {
    const top = document.y;
    document.font('Helvetica-Bold').text(label, LEFT, top, { width: 150 });
    document.font('Helvetica').text(value, 210, top, { width: 330 });
    document.moveDown(0.5);
  }
}

/** A table: its header in bold, then its rows, each column at its x and width (figures right-aligned when asked). */
export function writeTable(
  document: PdfDocument,
  columns: ReadonlyArray<{ header: string; x: number; width: number; align?: 'right' }>,
  rows: ReadonlyArray<readonly string[]>,
): void {
  const line = (cells: readonly string[], font: string) => {
    if (document.y > document.page.height - 100) document.addPage();
    const top = document.y;
    let bottom = top;
    document.font(font).fontSize(10);
    columns.forEach(({ x, width, align }, index) => {
      document.text(cells[index] ?? '', x, top, { width, align: align ?? 'left' });
      bottom = Math.max(bottom, document.y);
    });
    document.y = bottom;
    document.moveDown(0.3);
  };
  line(
    columns.map((column) => column.header),
    'Helvetica-Bold',
  );
  for (const row of rows) line(row, 'Helvetica');
  document.x = LEFT;
}

/** The small grey line a PDF of the agency's ends with. */
export function writeFootnote(document: PdfDocument, text: string): void {
  document.moveDown(2).fontSize(9).fillColor('#555555').text(text, LEFT);
}
