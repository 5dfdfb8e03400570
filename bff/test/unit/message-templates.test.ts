import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BOOKING_PHONE_TEXTS, filled } from '../../src/modules/bookings/booking-phone-texts';

const README = readFileSync(path.resolve(__dirname, '..', '..', 'README.md'), 'utf8');
const placeholders = (text: string) => [...new Set(text.match(/\{\{\d+\}\}/g))];

describe('the WhatsApp templates', () => {
  it.each(Object.entries(BOOKING_PHONE_TEXTS))(
    '%s is listed in the README, word for word, for approval',
    (_kind, texts) => {
      expect(README).toContain(texts.template);
    },
  );

  it.each(Object.entries(BOOKING_PHONE_TEXTS))(
    '%s numbers its parameters from 1, each once, neither first nor last (as Meta requires), and its SMS uses none other',
    (_kind, { template, sms }) => {
      const used = placeholders(template);
      expect(used).toEqual(used.map((_placeholder, index) => `{{${index + 1}}}`));
      expect(template.match(/\{\{\d+\}\}/g)).toHaveLength(used.length);
      expect(template).not.toMatch(/^\{\{|\}\}$/);
      expect(placeholders(sms).every((placeholder) => used.includes(placeholder))).toBe(true);
    },
  );

  it('fill their parameters in order', () => {
    expect(filled('Hello {{1}}, booking {{2}}: {{1}}', ['Amina', 'SAFA-7K3Q9'])).toBe(
      'Hello Amina, booking SAFA-7K3Q9: Amina',
    );
  });
});
