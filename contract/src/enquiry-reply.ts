import { internationalPhoneDigits, whatsAppLink } from './phone';
import type { MESSAGE_CATEGORIES } from './rules';

/* No zod here: the admin's bundle and the BFF's mails use these without carrying a schema. */

type Category = (typeof MESSAGE_CATEGORIES)[number];

const CATEGORY_LABELS: Record<Category, string> = {
  contactmessage: 'Contact',
  hajjmessage: 'Hajj',
  umrahmessage: 'Umrah',
  flightmessage: 'Flight',
};

/** How the admin and the mails name an enquiry's category. */
export const categoryLabel = (category: Category): string => CATEGORY_LABELS[category];

/** What a reply needs to know of an enquiry. */
export interface Enquirer {
  name: string;
  phone: string;
  email: string;
  category: Category;
  packageTitle?: string;
}

/** What the person sent, as a reply thanks them for it: their package, else their kind of enquiry. */
const TOPICS: Record<Category, string> = {
  contactmessage: 'your message',
  hajjmessage: 'your enquiry about Hajj',
  umrahmessage: 'your enquiry about Umrah',
  flightmessage: 'your flight and hotel request',
};

const topicOf = ({ category, packageTitle }: Enquirer) =>
  packageTitle ? `your enquiry about our ${packageTitle}` : TOPICS[category];

/** The person's first name, as a greeting uses it. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The opening of a reply: greets the person by name and thanks them for what they sent. */
export function replyGreeting(enquirer: Enquirer): string {
  return `Hello ${firstName(enquirer.name)}, thank you for ${topicOf(enquirer)}. `;
}

/**
 * The ways to answer an enquiry in one tap: no WhatsApp link when the phone number is not understood,
 * no call when it has no digits at all.
 */
export interface ReplyLinks {
  whatsApp?: string;
  email: string;
  call?: string;
}

/** A number understood is dialled in international form, from anywhere; another is dialled as written. */
function callLink(phone: string): string | undefined {
  const international = internationalPhoneDigits(phone);
  const dialled = international ? `+${international}` : phone.replace(/[^\d+]/g, '');
  return /\d/.test(dialled) ? `tel:${dialled}` : undefined;
}

/** Whom a reply goes to: the person's phone and e-mail address. */
export interface Correspondent {
  phone: string;
  email: string;
}

/** The one-tap ways to write to someone: the WhatsApp chat and the e-mail start with `greeting`. */
export function contactLinks(
  { phone, email }: Correspondent,
  { subject, greeting }: { subject: string; greeting: string },
): ReplyLinks {
  const whatsApp = whatsAppLink(phone, greeting);
  const call = callLink(phone);
  return {
    ...(whatsApp && { whatsApp }),
    email: `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(greeting)}`,
    ...(call && { call }),
  };
}

export const replyLinks = (enquirer: Enquirer): ReplyLinks =>
  contactLinks(enquirer, { subject: `Re: ${topicOf(enquirer)}`, greeting: replyGreeting(enquirer) });
