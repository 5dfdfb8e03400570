import { BRAND } from '@safa/shared-ui';

/** The agency's fixed details shown on the public pages. */
export const SITE = {
  address: '12 Adeola Odeku Street, Victoria Island, Lagos, Nigeria',
  /** Used for the chat button when the server lists no Phone contact. */
  fallbackWhatsAppNumber: '+234 803 000 0000',
  instagramUrl: 'https://www.instagram.com/safatravelsng',
  facebookUrl: 'https://www.facebook.com/safatravelsng',
  copyrightYear: 2025,
} as const;

export const chatGreeting = (packageTitle?: string) =>
  packageTitle
    ? `Hello ${BRAND.name}, I would like to know more about the "${packageTitle}" package.`
    : `Hello ${BRAND.name}, I would like to know more about your packages.`;

/** wa.me wants the number in international form with digits only; Nigerian numbers often start with 0. */
export function whatsAppNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `234${digits.slice(1)}` : digits;
}

export const whatsAppLink = (phone: string, text: string) =>
  `https://wa.me/${whatsAppNumber(phone)}?text=${encodeURIComponent(text)}`;
