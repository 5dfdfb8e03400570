/**
 * The width a browser draws a picture at from its `sizes`, in a window `windowWidth` px wide: the
 * first entry whose media condition holds (min-width only, as ours are), its length worked out.
 */
export function drawnWidth(sizes: string, windowWidth: number): number {
  for (const entry of sizes.split(/,\s*(?![^()]*\))/)) {
    const condition = /^\(min-width:\s*([\d.]+)px\)\s+(.+)$/.exec(entry.trim());
    if (condition && windowWidth < Number(condition[1])) continue;
    return lengthOf(condition ? (condition[2] ?? '') : entry.trim(), windowWidth);
  }
  throw new Error(`no size in "${sizes}" for ${windowWidth} px`);
}

function lengthOf(length: string, windowWidth: number): number {
  const calc = /^calc\((.+)\)$/.exec(length);
  const terms = (calc ? (calc[1] ?? '') : length).replace(/\s+/g, '').match(/[+-]?[\d.]+(vw|px|rem)/g) ?? [];
  return terms.reduce((sum, term) => {
    const value = Number.parseFloat(term);
    if (term.endsWith('vw')) return sum + (value * windowWidth) / 100;
    if (term.endsWith('rem')) return sum + value * 16;
    return sum + value;
  }, 0);
}
