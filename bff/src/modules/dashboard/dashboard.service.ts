import type { DashboardSummary } from '@safa/contract';
import { trusted } from 'mongoose';
import { MessageModel } from '../messages/message.model';
import { SubscriberModel } from '../newsletter/subscriber.model';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** What needs doing, counted here rather than from lists the admin may not have loaded. */
export async function dashboardSummary(now = new Date()): Promise<DashboardSummary> {
  const since = new Date(now.getTime() - WEEK_MS);
  const thisWeek = { createdAt: trusted({ $gte: since }) };
  const [unresponded, oldest, mailsNotSent, enquiries, byCategory, byPackage, subscribers] =
    await Promise.all([
      MessageModel.countDocuments({ status: 'Unresponded' }),
      MessageModel.findOne({ status: 'Unresponded' }).sort({ createdAt: 1 }).select('createdAt').lean(),
      MessageModel.countDocuments({ ...thisWeek, 'mails.state': 'dropped' }),
      MessageModel.countDocuments(thisWeek),
      MessageModel.aggregate<{
        _id: DashboardSummary['week']['byCategory'][number]['category'];
        count: number;
      }>([
        { $match: thisWeek },
        { $group: { _id: '$category', count: { $sum: 1 } } },
        { $sort: { count: -1, _id: 1 } },
      ]),
      MessageModel.aggregate<{ _id: string; packageTitle: string; count: number }>([
        { $match: { ...thisWeek, packageId: trusted({ $exists: true }) } },
        { $group: { _id: '$packageId', packageTitle: { $last: '$packageTitle' }, count: { $sum: 1 } } },
        { $sort: { count: -1, packageTitle: 1 } },
      ]),
      SubscriberModel.countDocuments(thisWeek),
    ]);
  return {
    unresponded,
    oldestUnrespondedAt: oldest?.createdAt.toISOString() ?? null,
    mailsNotSent,
    week: {
      since: since.toISOString(),
      enquiries,
      byCategory: byCategory.map(({ _id, count }) => ({ category: _id, count })),
      byPackage: byPackage.map(({ _id, packageTitle, count }) => ({ packageId: _id, packageTitle, count })),
      subscribers,
    },
  };
}
