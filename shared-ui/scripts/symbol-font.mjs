// Writes src/theme/safa-symbols.otf: the one glyph the site writes that phones may have no font for,
// ✨ (U+2728, in the contact page's 'Message sent successfully ✨'). Drawn here, so it is ours to ship.
// Run again after a change: `npm run symbol-font -w @safa/shared-ui`.
import { writeFileSync } from 'node:fs';
import opentype from 'opentype.js';

const UNITS_PER_EM = 1000;

/** A four-pointed star centred at (x, y), `radius` to each point, its sides curved in. */
function star(path, x, y, radius) {
  const waist = radius * 0.18;
  path.moveTo(x, y + radius);
  path.quadraticCurveTo(x + waist, y + waist, x + radius, y);
  path.quadraticCurveTo(x + waist, y - waist, x, y - radius);
  path.quadraticCurveTo(x - waist, y - waist, x - radius, y);
  path.quadraticCurveTo(x - waist, y + waist, x, y + radius);
  path.close();
}

const sparkles = new opentype.Path();
star(sparkles, 430, 330, 330);
star(sparkles, 790, 640, 150);
star(sparkles, 760, 80, 110);

const font = new opentype.Font({
  familyName: 'Safa Symbols',
  styleName: 'Regular',
  unitsPerEm: UNITS_PER_EM,
  ascender: 800,
  descender: -200,
  glyphs: [
    new opentype.Glyph({ name: '.notdef', advanceWidth: 600, path: new opentype.Path() }),
    new opentype.Glyph({ name: 'sparkles', unicode: 0x2728, advanceWidth: 1000, path: sparkles }),
  ],
});

const target = new URL('../src/theme/safa-symbols.otf', import.meta.url);
writeFileSync(target, Buffer.from(font.toArrayBuffer()));
console.log(`wrote ${target.pathname}`);
