import type { Logger } from '../../logger';
import { MessageModel } from '../messages/message.model';
import { ENQUIRY_MAIL } from './enquiry-mails';

/**
 * Enquiries stored before an enquiry's e-mails became a list (`mails`) carry one `notification`:
 * each is moved into `mails` at start, once (a moved one has no `notification` left), so an e-mail
 * that was waiting is still sent.
 */
export async function moveNotificationsIntoMails(logger: Logger): Promise<void> {
  const legacy = MessageModel.collection.find(
    { notification: { $exists: true } },
    { projection: { notification: 1 } },
  );
  let moved = 0;
  for await (const { _id, notification } of legacy) {
    // A hold on it (claimedBy, leaseUntil) is let go: whoever held it is gone with the old code.
    const { claimedBy: _by, leaseUntil: _until, ...entry } = notification;
    const mail = { kind: ENQUIRY_MAIL.own, ...entry, id: _id.toHexString() };
    const result = await MessageModel.collection.updateOne(
      { _id, notification: { $exists: true } },
      { $set: { mails: [mail] }, $unset: { notification: '' } },
    );
    moved += result.modifiedCount;
  }
  if (moved > 0) logger.info({ moved }, 'enquiry e-mails moved into their list');
}
