import type { PageHead } from '../site/page-head';
import { escapeHtml, jsonInScript } from './html';

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

const imageTags = ({ url, width, height }: NonNullable<PageHead['image']>) => [
  meta('property', 'og:image', url),
  ...(width && height
    ? [meta('property', 'og:image:width', String(width)), meta('property', 'og:image:height', String(height))]
    : []),
];

/**
 * The <head> tags of a page as HTML: title, description, canonical address, Open Graph and Twitter
 * card (what a link shared on WhatsApp or Facebook shows), and its JSON-LD. A page that is not to be
 * indexed names no address of its own: every unknown address shows the same one.
 */
export function headHtml(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.indexable
      ? [`<link rel="canonical" href="${escapeHtml(head.url)}">`]
      : [meta('name', 'robots', 'noindex')]),
    ...(head.personal ? [meta('name', 'referrer', 'no-referrer')] : []),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type),
    ...(head.indexable ? [meta('property', 'og:url', head.url)] : []),
    meta('property', 'og:locale', 'en_NG'),
    ...(head.image ? imageTags(head.image) : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image.url)] : []),
    ...(head.preload
      ? [
          `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${escapeHtml(head.preload.srcSet)}" imagesizes="${escapeHtml(head.preload.sizes)}">`,
        ]
      : []),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonInScript(data)}</script>`),
  ];
  return tags.join('');
}
