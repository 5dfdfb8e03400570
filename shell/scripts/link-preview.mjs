// Writes public/link-preview.jpg: the picture a shared link to a page without a picture of its own shows
// (WhatsApp, Facebook: 1200×630). Drawn from the brand here; run again after a change:
// `npm run link-preview -w @safa/shell`.
import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 630;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#07422a"/>
      <stop offset="1" stop-color="#0b5d3b"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="980" cy="150" r="260" fill="#b8862b" opacity="0.18"/>
  <path d="M0 560 C 300 470, 900 470, 1200 560 L1200 630 L0 630 Z" fill="#b8862b" opacity="0.35"/>
  <g transform="translate(96 150) scale(3.4)">
    <circle cx="24" cy="24" r="23" fill="#0b5d3b" stroke="#f7efdf" stroke-width="1.5"/>
    <path d="M28 11a11 11 0 1 0 8 18 13 13 0 1 1-8-18z" fill="#f7efdf"/>
    <path d="M8 34c8-6 24-6 32 0" stroke="#b8862b" stroke-width="3" fill="none" stroke-linecap="round"/>
  </g>
  <text x="300" y="250" font-family="DejaVu Serif, Georgia, serif" font-size="72" font-weight="bold" fill="#ffffff">Safa Travels &amp; Tours</text>
  <text x="300" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#f7efdf">Hajj, Umrah and holidays from Lagos</text>
  <text x="300" y="390" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#f7efdf">planned with care since 2011</text>
  <text x="300" y="470" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#f7efdf" opacity="0.85">Flights · Hotels · Visas · Insurance · Airport transfers</text>
</svg>`;

const target = new URL('../public/link-preview.jpg', import.meta.url);
await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(target.pathname);
console.log(`wrote ${target.pathname}`);
