const OBJ = Buffer.from('obj');
const OBJECT_STREAM = Buffer.from('/ObjStm');
/** How far around `/ObjStm` its dictionary's `/N` is looked for. */
const DICTIONARY_REACH = 1024;

/** The byte at `index`, or -1 outside the file. */
// Stryker disable next-line UnaryOperator: +1 is no whitespace, digit or letter either
const byteAt = (bytes: Buffer, index: number) => bytes[index] ?? -1;

const isWhitespace = (byte: number) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;
const isDigit = (byte: number) => byte >= 0x30 && byte <= 0x39;
const isLetterOrDigit = (byte: number) => isDigit(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7a);

/**
 * Whether the `obj` at `at` is an object's header (`12 0 obj`, or `12 0obj`, which parsers read too),
 * not `endobj` or part of a longer word.
 */
function isObjectHeader(bytes: Buffer, at: number): boolean {
  if (isLetterOrDigit(byteAt(bytes, at + OBJ.length))) return false;
  let before = at - 1;
  while (isWhitespace(byteAt(bytes, before))) before -= 1;
  return isDigit(byteAt(bytes, before));
}

/** The objects an object stream (`/Type /ObjStm … /N 100`) at `at` declares it holds. */
function objectsInStream(bytes: Buffer, at: number): number {
  // Stryker disable next-line MethodExpression: a window from the file's start finds the same dictionary, only slower
  const start = Math.max(0, at - DICTIONARY_REACH);
  const around = bytes.subarray(start, at + DICTIONARY_REACH).toString('latin1');
  const dictionary = around.slice(around.lastIndexOf('<<', at - start), around.indexOf('stream', at - start));
  return Number(/\/N\s*(\d{1,9})/.exec(dictionary)?.[1] ?? 0);
}

/**
 * How many objects a PDF holds, counted from its bytes before anything parses them: the headers of its
 * objects and what each object stream declares it holds. A word `obj` in a stream's data may count
 * one too many; a count written as a reference is not read (the time budget holds those).
 */
export function countPdfObjects(bytes: Buffer): number {
  let count = 0;
  for (let at = bytes.indexOf(OBJ); at !== -1; at = bytes.indexOf(OBJ, at + OBJ.length)) {
    if (isObjectHeader(bytes, at)) count += 1;
  }
  for (let at = bytes.indexOf(OBJECT_STREAM); at !== -1; at = bytes.indexOf(OBJECT_STREAM, at + 1)) {
    count += objectsInStream(bytes, at);
  }
  return count;
}
