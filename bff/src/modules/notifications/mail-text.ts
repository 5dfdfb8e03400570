/** A mail to the agency, in plain text and in HTML (where links can be tapped). */
export interface Mail {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text from a visitor, safe inside HTML. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/** A label and a value, as a row of the mail's details. */
export type Row = [label: string, value: string];

/** A link to tap: its words, and where it goes. */
export type Link = [label: string, href: string];

/** The same details, links and body in both forms. */
export function composeMail(subject: string, rows: Row[], body: string, links: Link[]): Mail {
  const text = [
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    body,
    '',
    ...links.map(([label, href]) => `${label}: ${href}`),
  ].join('\n');
  const html = [
    '<table>',
    ...rows.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(body)}</p>`,
    `<p>${links.map(([label, href]) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`).join(' · ')}</p>`,
  ].join('\n');
  return { subject, text, html };
}

const lagosTime = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/** A moment as the agency reads it: Lagos time. */
export const inLagos = (date: Date): string => lagosTime.format(date);

const calendarDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD) written out, `12 June 2027`; 'to be confirmed' when there is none. */
export const longDay = (isoDay: string): string =>
  isoDay ? calendarDay.format(new Date(`${isoDay}T00:00:00Z`)) : 'to be confirmed';
