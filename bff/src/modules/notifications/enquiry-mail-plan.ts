import type { EnquiryMailLimits } from '../../config';
import type { EnquiryMailPlan } from '../messages/message.service';
import { droppedOutboxEntry, newOutboxEntry } from '../outbox/outbox-entry';
import { createLimiter } from '../throttle/limiter';
import { ENQUIRY_MAIL, ENQUIRY_MAIL_KEPT_MS, enquiryOutbox } from './enquiry-mails';

/**
 * The e-mail an enquiry carries into the outbox, so that no one can flood the agency's inbox in
 * someone else's name, nor fill the outbox without bound:
 * - its own, while every sender it names has had at most `perSender.max` e-mails this window;
 * - past that, none of its own: the first enquiry over a sender's limit carries one summary e-mail,
 *   due when that sender's window ends, of every enquiry naming the sender since (the enquiries are
 *   all stored, and all in the admin);
 * - a dropped one (recorded, shown to the admin) while `outbox` e-mails already wait to be sent.
 */
export function enquiryMailPlan(limits: EnquiryMailLimits): EnquiryMailPlan {
  const bySender = createLimiter('enquiry-mails-sender', limits.perSender);
  return async (senderKeys, now = new Date()) => {
    const tallies = await Promise.all(senderKeys.map(async (key) => ({ key, ...(await bySender.hit(key)) })));
    const firstOverLimit = tallies.find((tally) => tally.count === limits.perSender.max + 1);
    if (!tallies.every((tally) => tally.allowed) && !firstOverLimit) return undefined;
    const kind = firstOverLimit ? ENQUIRY_MAIL.senderSummary : ENQUIRY_MAIL.own;
    if ((await enquiryOutbox.pendingCount()) >= limits.outbox) {
      return droppedOutboxEntry(kind, 'the outbox was full', now);
    }
    const expiresAt = new Date(now.getTime() + ENQUIRY_MAIL_KEPT_MS);
    if (!firstOverLimit) return newOutboxEntry(kind, { dueAt: now, expiresAt });
    return newOutboxEntry(kind, {
      dueAt: new Date(now.getTime() + firstOverLimit.retryAfterSeconds * 1000),
      expiresAt,
      senderKey: firstOverLimit.key,
    });
  };
}
