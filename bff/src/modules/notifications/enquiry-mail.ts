import { categoryLabel, replyLinks } from '@safa/contract';
import type { StoredMessage } from '../messages/message.model';
import { composeMail, inLagos, type Link, type Mail, type Row } from './mail-text';

/**
 * The agency's e-mail of a new enquiry: what it is about (the package, with its page), who sent it,
 * the whole message, and the links that answer it in one tap.
 */
export function enquiryMail(message: StoredMessage, siteUrl: string): Mail {
  const about = message.packageTitle ? ` about ${message.packageTitle}` : '';
  const subject = `New ${categoryLabel(message.category)} enquiry from ${message.name}${about}`;
  const rows: Row[] = [
    ['Category', categoryLabel(message.category)],
    ...(message.packageTitle
      ? ([
          ['Package', message.packageTitle],
          ...(message.packageId ? [['Package page', `${siteUrl}/eachpackage?id=${message.packageId}`]] : []),
        ] as Row[])
      : []),
    ['Name', message.name],
    ['Phone', message.phone],
    ['E-mail', message.email],
    ['Received', inLagos(message.createdAt)],
  ];
  const reply = replyLinks(message);
  const links: Link[] = [
    ...(reply.whatsApp ? [['Reply on WhatsApp', reply.whatsApp] as Link] : []),
    ['Reply by e-mail', reply.email],
    ...(reply.call ? [['Call', reply.call] as Link] : []),
  ];
  return composeMail(subject, rows, message.message, links);
}
