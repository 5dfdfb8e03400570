import { AGENCY } from '@safa/contract';
import { BRAND } from '@safa/shared-ui';

/** The agency's fixed details shown on the public pages. */
export const SITE = {
  address: AGENCY.address,
  /** For search engines (schema.org `openingHours`); the agency must confirm its own hours. */
  openingHours: ['Mo-Fr 09:00-18:00', 'Sa 10:00-16:00'],
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
