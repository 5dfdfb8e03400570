import { MANIFEST_COLUMNS } from '@safa/contract';
import Papa from 'papaparse';

export type ManifestColumn = (typeof MANIFEST_COLUMNS)[number];

/** A traveller as the manifest lists them, under the manifest's own column names. */
export type ManifestRow = Record<ManifestColumn, string>;

/** A value the BFF wrote with a quote before it, so that a spreadsheet reads it as text, not a formula. */
const DEFUSED_FORMULA = /^'(?=[=+\-@\t\r])/;

/**
 * The travellers of a manifest's CSV, as its header names them; a value the BFF defused for
 * spreadsheets ('=…') shown as the traveller wrote it.
 */
export function manifestRows(csv: string): ManifestRow[] {
  const { data } = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
  return data.map(
    (record) =>
      Object.fromEntries(
        MANIFEST_COLUMNS.map((column) => [column, (record[column] ?? '').replace(DEFUSED_FORMULA, '')]),
      ) as ManifestRow,
  );
}
