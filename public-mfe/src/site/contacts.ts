import type { Contact } from '@safa/contract';

export const phonesOf = (contacts: Contact[]) =>
  contacts.filter((contact) => contact.category === 'Phone').map((contact) => contact.title);

export const emailsOf = (contacts: Contact[]) =>
  contacts.filter((contact) => contact.category === 'Email').map((contact) => contact.title);

/** §9: footer phones are grouped two per line. */
export function pairs<T>(items: T[]): T[][] {
  const lines: T[][] = [];
  for (let index = 0; index < items.length; index += 2) lines.push(items.slice(index, index + 2));
  return lines;
}
