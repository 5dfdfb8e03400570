import { execFile } from 'node:child_process';

/**
 * The text of a PDF as poppler's pdftotext reads it (apt's poppler-utils; .ci/run installs it), laid
 * out as printed: a label and the value beside it are on one line.
 */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const reading = execFile('pdftotext', ['-layout', '-', '-'], (error, text) =>
      error ? reject(error) : resolve(text),
    );
    reading.stdin?.end(pdf);
  });
}
