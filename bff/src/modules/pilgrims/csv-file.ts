import Papa from 'papaparse';
import type { AppContext } from '../../http/context';

/** A file for the agency's spreadsheets: its name, its text and how many rows it holds. */
export interface CsvFile {
  filename: string;
  csv: string;
  rows: number;
}

/** Excel reads a CSV as UTF-8 (accented names intact) only when it starts with the byte-order mark. */
const BYTE_ORDER_MARK = '\uFEFF';

/** `Hajj 2026 Premium Package` → `hajj-2026-premium-package`. */
export const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z\d]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/**
 * A CSV of `rows` under `columns`, as spreadsheets read it: every value quoted, one that starts like
 * a formula defused, lines ended CRLF, and the byte-order mark first.
 */
export function csvFile(
  filename: string,
  columns: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
): CsvFile {
  const text = Papa.unparse(
    { fields: [...columns], data: rows.map((row) => [...row]) },
    { quotes: true, escapeFormulae: true, newline: '\r\n' },
  );
  return { filename, csv: `${BYTE_ORDER_MARK}${text}`, rows: rows.length };
}

/** Sends an export to download, and logs who took which (never what it holds). */
export function sendCsv(
  ctx: AppContext,
  file: CsvFile,
  kind: string,
  about: Record<string, string> = {},
): undefined {
  ctx.state.log.info({ ...about, rows: file.rows, admin: ctx.state.admin?.username }, `${kind} exported`);
  ctx.set('Content-Disposition', `attachment; filename="${file.filename}"`);
  ctx.type = 'text/csv; charset=utf-8';
  ctx.body = file.csv;
  return undefined;
}
