import { DETAIL_LABELS, type Sex } from '@safa/contract';
import { parse } from 'mrz';

/** What a passport's machine-readable zone says of its holder: each field only when it was read surely. */
export interface PassportZone {
  fullName?: string;
  passportNumber?: string;
  sex?: Sex;
  nationality?: string;
  dateOfBirth?: string;
  passportExpiresOn?: string;
}

/** A passport's zone is two lines of 44 characters (ICAO 9303's TD3). */
const LINE = 44;

/**
 * An OCR'd line as the zone wrote it: the filler `<` is often read as `L`, `K` or `C` in its runs,
 * and a long run as a character too many or too few; the run is made the length the line needs.
 */
export function zoneLine(ocrLine: string): string {
  const line = ocrLine
    .replace(/\s+/g, '')
    .replace(/<[<LKC(]*<[<LKC(]*/g, (run) => '<'.repeat(run.length))
    .replace(/<[LKC]+$/, (run) => '<'.repeat(run.length));
  if (line.length === LINE) return line;
  const runs = [...line.matchAll(/<{2,}/g)];
  const longest = runs.reduce<RegExpExecArray | RegExpMatchArray | undefined>(
    (found, run) => (found && found[0].length >= run[0].length ? found : run),
    undefined,
  );
  if (!longest || longest.index === undefined) return line;
  const length = Math.max(1, longest[0].length + LINE - line.length);
  return line.slice(0, longest.index) + '<'.repeat(length) + line.slice(longest.index + longest[0].length);
}

/** The zone's two lines in an OCR'd page: the last two that look like them (a passport's first starts with P). */
export function zoneLinesOf(ocrText: string): [string, string] | undefined {
  const lines = ocrText
    .split('\n')
    .map(zoneLine)
    .filter((line) => line.length === LINE && line.includes('<<'));
  const first = lines.findLastIndex((line, index) => line.startsWith('P') && index < lines.length - 1);
  if (first < 0) return undefined;
  return [lines[first] ?? '', lines[first + 1] ?? ''];
}

/** `850315` → `1985-03-15`: a birth year after this year's two digits is of the last century. */
const birthDay = (yymmdd: string, today: string) => {
  const year = Number(yymmdd.slice(0, 2));
  const century = year > Number(today.slice(2, 4)) ? 19 : 20;
  return `${century}${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
};

/** `310101` → `2031-01-01`: a passport expires within ten years, in this century. */
const expiryDay = (yymmdd: string) => `20${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;

const SEX_OF: Record<string, Sex> = { male: 'M', female: 'F' };

/**
 * The holder's fields of a passport's zone: the number and dates only when their check digits hold
 * (an OCR slip in them would be taken for the customer's mistake), the name, sex and nationality
 * when the zone is a passport's. Undefined when the lines are no passport zone.
 */
export function readZone(lines: readonly [string, string], today: string): PassportZone | undefined {
  let result: ReturnType<typeof parse>;
  try {
    result = parse([...lines], { autocorrect: true });
  } catch {
    return undefined;
  }
  if (result.format !== 'TD3' || result.fields.documentCode !== 'P') return undefined;
  const sure = (field: string) =>
    result.details.some((detail) => detail.field === field && detail.valid) &&
    result.details.every((detail) => detail.field !== `${field}CheckDigit` || detail.valid);
  const { fields } = result;
  const name = [fields.firstName, fields.lastName].filter(Boolean).join(' ');
  const sex = fields.sex ? SEX_OF[fields.sex] : undefined;
  return {
    ...(name && { fullName: name }),
    ...(sure('documentNumber') && fields.documentNumber && { passportNumber: fields.documentNumber }),
    ...(sex && { sex }),
    ...(fields.nationality && /^[A-Z]{3}$/.test(fields.nationality) && { nationality: fields.nationality }),
    ...(sure('birthDate') && fields.birthDate && { dateOfBirth: birthDay(fields.birthDate, today) }),
    ...(sure('expirationDate') &&
      fields.expirationDate && { passportExpiresOn: expiryDay(fields.expirationDate) }),
  };
}

/** A name's words as a passport writes them: capitals without accents, in any order. */
const nameWords = (name: string) =>
  new Set(
    name
      .normalize('NFD')
      .replace(/\p{Mn}/gu, '')
      .toUpperCase()
      .split(/[^A-Z]+/)
      .filter(Boolean),
  );

const sameName = (typed: string, read: string) => {
  const [a, b] = [nameWords(typed), nameWords(read)];
  return a.size === b.size && [...a].every((word) => b.has(word));
};

/** The details as typed, against which a zone is checked. */
export type TypedDetails = { [Field in keyof PassportZone]?: string | undefined };

const CHECKED: ReadonlyArray<Exclude<keyof PassportZone, 'fullName'>> = [
  'passportNumber',
  'sex',
  'nationality',
  'dateOfBirth',
  'passportExpiresOn',
];

/** The labels of the typed details the zone says otherwise of (a detail not typed, or not read, is no mismatch). */
export function zoneMismatches(typed: TypedDetails, zone: PassportZone): string[] {
  const name = typed.fullName && zone.fullName && !sameName(typed.fullName, zone.fullName) ? ['name'] : [];
  const others = CHECKED.filter((field) => {
    const [mine, read] = [typed[field], zone[field]];
    return mine !== undefined && read !== undefined && mine !== read;
  }).map((field) => DETAIL_LABELS[field]);
  return [...name, ...others];
}
