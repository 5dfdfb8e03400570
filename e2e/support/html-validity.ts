/** Whether a page's HTML is valid, as a validator (vnu, html-validate) reads it, without Java. */
import { type ConfigData, type DOMReadyEvent, HtmlValidate, type Plugin, Rule } from 'html-validate';

/**
 * A URL in an attribute may not hold whitespace (vnu: "Illegal character in scheme data"): html-validate
 * does not look inside URLs, so this rule does. `srcset` and `imagesrcset` are lists, split at commas.
 */
class UrlsWithoutWhitespace extends Rule {
  setup(): void {
    this.on('dom:ready', ({ document }: DOMReadyEvent) => {
      for (const name of ['href', 'src', 'action', 'poster']) {
        for (const element of document.querySelectorAll(`[${name}]`)) {
          const value = element.getAttributeValue(name);
          if (typeof value === 'string' && /\s/.test(value.trim()))
            this.report(element, `the ${name} "${value.slice(0, 60)}…" holds whitespace`);
        }
      }
    });
  }
}

const urls: Plugin = { name: 'safa-urls', rules: { 'safa/urls-without-whitespace': UrlsWithoutWhitespace } };

const CONFIG: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:document'],
  plugins: [urls],
  rules: {
    'safa/urls-without-whitespace': 'error',
    // Our scripts come from our own origin (the page's policy allows no other): no integrity hash needed.
    'require-sri': 'off',
  },
};

const validator = new HtmlValidate(CONFIG);

/** What a validator finds wrong with `html`: each problem with its rule and where. */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId} (line ${message.line}): ${message.message}`),
  );
}
