import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';

const run = promisify(execFile);

/** The holder of a made-up passport, as its machine-readable zone writes them (dates YYMMDD). */
export interface PassportHolder {
  surname: string;
  givenNames: string;
  number: string;
  nationality: string;
  born: string;
  sex: 'M' | 'F';
  expires: string;
}

const characterValue = (character: string) =>
  character === '<' ? 0 : /\d/.test(character) ? Number(character) : character.charCodeAt(0) - 55;

/** ICAO 9303's check digit: the values weighted 7, 3, 1 in turn, modulo 10. */
const checkDigit = (text: string) =>
  String(
    [...text].reduce(
      (sum, character, index) => sum + characterValue(character) * ([7, 3, 1][index % 3] ?? 1),
      0,
    ) % 10,
  );

const padded = (text: string, length: number) => `${text}${'<'.repeat(length)}`.slice(0, length);

/** The two lines of a passport's zone (TD3), their check digits right. */
export function zoneLines(holder: PassportHolder): [string, string] {
  const names = `${holder.surname}<<${holder.givenNames.replace(/ /g, '<')}`;
  const first = padded(`P<${holder.nationality}${names}`, 44);
  const number = padded(holder.number, 9);
  const optional = padded('', 14);
  const checked = [
    number + checkDigit(number),
    holder.born + checkDigit(holder.born),
    holder.expires + checkDigit(holder.expires),
    optional + checkDigit(optional),
  ];
  const body = `${checked[0]}${holder.nationality}${checked[1]}${holder.sex}${checked[2]}${checked[3]}`;
  const composite = checkDigit(`${checked[0]}${checked[1]}${checked[2]}${checked[3]}`);
  return [first, `${body}${composite}`];
}

/**
 * A photo page of a made-up passport as a phone's scan would give it (a PNG at 150 dpi), its zone in
 * a monospaced type: drawn as a PDF with pdfkit, turned into a picture with poppler's pdftoppm.
 */
export async function passportPage(holder: PassportHolder): Promise<Buffer> {
  const document = new PDFDocument({ size: [620, 300], margin: 0 });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => document.on('end', resolve));
  document.fontSize(14).text('FEDERAL REPUBLIC OF NIGERIA   PASSPORT', 20, 30);
  document.fontSize(11).text(`${holder.surname}, ${holder.givenNames}`, 20, 80);
  const [first, second] = zoneLines(holder);
  document.font('Courier').fontSize(22).text(first, 20, 200).text(second, 20, 235);
  document.end();
  await ended;
  const folder = await mkdtemp(path.join(tmpdir(), 'passport-page-'));
  try {
    await writeFile(path.join(folder, 'page.pdf'), Buffer.concat(chunks));
    await run('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-singlefile',
      path.join(folder, 'page.pdf'),
      path.join(folder, 'page'),
    ]);
    return await readFile(path.join(folder, 'page.png'));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
