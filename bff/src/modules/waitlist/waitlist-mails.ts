import type { Types } from 'mongoose';
import { DepartureModel, type StoredDeparture } from '../departures/departure.model';
import type { MailSource } from '../notifications/mail-sources';
import { composeMail, longDay } from '../notifications/mail-text';
import { PackageModel } from '../packages/package.model';
import { waitlistOutbox } from './waitlist';
import type { StoredWaitlistEntry } from './waitlist.model';

/** The e-mail telling someone on a waitlist that seats are free, with the booking form one tap away. */
export const waitlistMails: MailSource<StoredWaitlistEntry> = {
  name: 'waitlist',
  store: waitlistOutbox,
  async compose({ document }, siteUrl) {
    const departure = await DepartureModel.findById(document.departureId).lean<
      StoredDeparture & { _id: Types.ObjectId }
    >();
    const title = (
      await PackageModel.findById(departure?.packageId).select('title').lean<{ title: string }>()
    )?.title;
    const when = longDay(departure?.departsOn ?? '');
    const form = `${siteUrl}/book?${new URLSearchParams({
      package: departure?.packageId.toHexString() ?? '',
      departure: document.departureId.toHexString(),
    })}`;
    return {
      to: document.email,
      ...composeMail(
        `Seats are free on ${title ?? 'the trip you asked about'}, ${when}`,
        [
          ['Package', title ?? ''],
          ['Departure', when],
          ['Seats you asked for', String(document.seats)],
        ],
        'You asked us to tell you when seats of this departure free up: they have. Others waiting are told ' +
          'too, in the order they asked, and seats go to whoever books first.',
        [['Book now', form]],
      ),
    };
  },
};
