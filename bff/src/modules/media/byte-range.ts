export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Parses a single-range `Range: bytes=...` header against a file of `size` bytes.
 * Returns undefined when there is no usable range (serve the whole file) and 'unsatisfiable' for 416.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, startText = '', endText = ''] = match;
  if (startText === '' && endText === '') return undefined;
  if (startText === '') {
    const suffix = Number(endText);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(startText);
  const end = endText === '' ? size - 1 : Math.min(Number(endText), size - 1);
  // `end` is within the file, so a start past its end is past `end` too.
  if (start > end) return 'unsatisfiable';
  return { start, end };
}
