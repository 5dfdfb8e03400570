/**
 * One spelling per inbox: what counts against a limit by e-mail address is the inbox mail reaches,
 * not how the address was typed. Lower case; for the providers that ignore them, the dots of the name
 * (Gmail) and a `+tag` after it are dropped, so `A.Bello+x@GoogleMail.com` is `abello@gmail.com`.
 */
const IGNORE_DOTS = new Set(['gmail.com', 'googlemail.com']);
const PLUS_TAGS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'icloud.com',
  'me.com',
  'protonmail.com',
  'proton.me',
  'fastmail.com',
]);

export function inboxOf(address: string): string {
  const written = address.trim().toLowerCase();
  const at = written.lastIndexOf('@');
  if (at < 1) return written;
  let name = written.slice(0, at);
  let domain = written.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  const tag = name.indexOf('+');
  if (PLUS_TAGS.has(domain) && tag > 0) name = name.slice(0, tag);
  if (IGNORE_DOTS.has(domain)) name = name.replace(/\./g, '');
  return `${name}@${domain}`;
}
