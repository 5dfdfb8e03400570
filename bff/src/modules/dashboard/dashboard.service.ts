import type { DashboardSummary } from '@safa/contract';
import { lagosToday } from '@safa/contract';
import { type Types, trusted } from 'mongoose';
import type { ProofStorage } from '../../config';
import { BookingModel } from '../bookings/booking.model';
import { DepartureModel, type StoredDeparture } from '../departures/departure.model';
import { MessageModel } from '../messages/message.model';
import { SubscriberModel } from '../newsletter/subscriber.model';
import { outboxState } from '../notifications/mail-outboxes';
import type { MailSource } from '../notifications/mail-sources';
import { PackageModel } from '../packages/package.model';
import { paymentsSummary } from '../payments/payments-summary';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** How many of the next departures the summary shows. */
const NEXT_DEPARTURES = 5;

/** The next departures still to leave (open or closed), with their seats left and their package. */
async function nextDepartures(now: Date): Promise<DashboardSummary['bookings']['nextDepartures']> {
  const departures = await DepartureModel.find({ departsOn: trusted({ $gt: lagosToday(now) }) })
    .sort({ departsOn: 1 })
    .limit(NEXT_DEPARTURES)
    .lean<Array<StoredDeparture & { _id: Types.ObjectId }>>();
  const packages = await PackageModel.find({ _id: trusted({ $in: departures.map((d) => d.packageId) }) })
    .select('title')
    .lean<Array<{ _id: Types.ObjectId; title: string }>>();
  const titleOf = new Map(packages.map((item) => [item._id.toHexString(), item.title]));
  return departures.map((departure) => ({
    departureId: departure._id.toHexString(),
    packageTitle: titleOf.get(departure.packageId.toHexString()) ?? '',
    departsOn: departure.departsOn,
    seats: departure.seats,
    seatsLeft: Math.max(0, departure.seats - departure.seatsBooked),
  }));
}

/** What needs doing, counted here rather than from lists the admin may not have loaded. */
/** The messages' outboxes, and which channels are on. */
export interface DashboardMessages {
  sources: readonly MailSource[];
  channels: DashboardSummary['messages']['channels'];
}

export async function dashboardSummary(
  proofs: ProofStorage,
  messages: DashboardMessages,
  now = new Date(),
): Promise<DashboardSummary> {
  const since = new Date(now.getTime() - WEEK_MS);
  const thisWeek = { createdAt: trusted({ $gte: since }) };
  const [
    unresponded,
    oldest,
    mailsNotSent,
    enquiries,
    byCategory,
    byPackage,
    subscribers,
    held,
    next,
    payments,
    outbox,
  ] = await Promise.all([
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
    BookingModel.countDocuments({ status: 'held', holdExpiresAt: trusted({ $gt: now }) }),
    nextDepartures(now),
    paymentsSummary(proofs, now),
    outboxState(messages.sources),
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
    bookings: { held, nextDepartures: next },
    payments,
    messages: {
      enabled: Object.values(messages.channels).some(Boolean),
      ...outbox,
      channels: messages.channels,
    },
  };
}
