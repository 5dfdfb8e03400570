import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';
import { checkSync } from 'recheck';

const REPO = path.resolve(__dirname, '..', '..', '..');
/** Every folder of product code (tests and build scripts excepted): what runs in a browser or a server. */
const PRODUCT_SOURCES = [
  'bff/src',
  'contract/src',
  'api-client/src',
  'shared-ui/src',
  'public-mfe/src',
  'admin-mfe/src',
  'shell/src',
  'shell/server',
];

interface Pattern {
  where: string;
  source: string;
  flags: string;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

interface Node {
  type?: string;
  [key: string]: unknown;
}

const isRegExpConstructor = (node: Node) =>
  (node.type === 'NewExpression' || node.type === 'CallExpression') &&
  (node.callee as Node | undefined)?.type === 'Identifier' &&
  (node.callee as { value?: string }).value === 'RegExp';

/** Regex literals, and `RegExp(...)` calls (whose pattern must then be a plain string to be checked). */
function patternsIn(file: string): Pattern[] {
  const code = readFileSync(file, 'utf8');
  const module = parseSync(code, { syntax: 'typescript', tsx: file.endsWith('.tsx') });
  const where = path.relative(REPO, file);
  const found: Pattern[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const current = node as Node;
    if (current.type === 'RegExpLiteral') {
      found.push({ where, source: current.pattern as string, flags: current.flags as string });
    } else if (isRegExpConstructor(current)) {
      const [pattern, flags] = (current.arguments as Array<{ expression: Node }> | undefined) ?? [];
      found.push({
        where,
        source:
          pattern?.expression.type === 'StringLiteral' ? (pattern.expression.value as string) : '<dynamic>',
        flags: flags?.expression.type === 'StringLiteral' ? (flags.expression.value as string) : '',
      });
    }
    for (const value of Object.values(current)) visit(value);
  };
  visit(module);
  return found;
}

const patterns = PRODUCT_SOURCES.flatMap((folder) => sourceFiles(path.join(REPO, folder))).flatMap(
  patternsIn,
);

describe('regular expressions in product code', () => {
  it('are found (the scan itself works)', () => {
    expect(patterns.length).toBeGreaterThan(10);
    expect(patterns.map((pattern) => pattern.source)).toContain('^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$');
  });

  it('are written as literals, so they can be checked', () => {
    expect(
      patterns.filter((pattern) => pattern.source === '<dynamic>').map((pattern) => pattern.where),
    ).toEqual([]);
  });

  it.each(patterns.map((pattern) => [`/${pattern.source}/${pattern.flags} in ${pattern.where}`, pattern]))(
    '%s cannot backtrack super-linearly',
    (_name, pattern) => {
      const diagnostics = checkSync(pattern.source, pattern.flags, { timeout: 10_000 });
      expect({ pattern: pattern.source, status: diagnostics.status }).toEqual({
        pattern: pattern.source,
        status: 'safe',
      });
    },
  );
});
