import { trusted } from 'mongoose';
import { MessageModel, type StoredMessage } from '../messages/message.model';
import { composeMail, inLagos, type Mail } from './mail-text';

/** `email:a@b.example` → `a@b.example`; `phone:2348039990000` → `+2348039990000`. */
function senderOf(senderKey: string): string {
  const [kind, value = ''] = senderKey.split(/:(.*)/s);
  return kind === 'phone' ? `+${value}` : value;
}

/**
 * One e-mail for the enquiries naming one sender beyond those e-mailed one by one (see
 * enquiry-mail-plan.ts): how many arrived from the first of them until now, and where to read them.
 */
export async function senderSummaryMail(
  first: StoredMessage,
  senderKey: string,
  siteUrl: string,
  now = new Date(),
): Promise<Mail> {
  const count = await MessageModel.countDocuments({
    senderKeys: senderKey,
    createdAt: trusted({ $gte: first.createdAt, $lte: now }),
  });
  const sender = senderOf(senderKey);
  const enquiries = count === 1 ? 'enquiry' : 'enquiries';
  return composeMail(
    `${count} more ${enquiries} naming ${sender}`,
    [
      ['Naming', sender],
      ['From', inLagos(first.createdAt)],
      ['Until', inLagos(now)],
    ],
    `So many enquiries named ${sender} that they were not e-mailed one by one. Each is stored: ` +
      'read them in the admin. If the sender did not write them, someone else used their name.',
    [
      [
        'Read them in the admin',
        `${siteUrl}/admin/messages?since=${encodeURIComponent(first.createdAt.toISOString())}`,
      ],
    ],
  );
}
