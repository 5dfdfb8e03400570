import { lazy } from 'react';
import { HOME_CRUMB, type PublicPage } from '../../site/public-page';

/** `/stop?token=…`: a message's stop link, which asks before it stops that channel. */
export const stopPage: PublicPage = {
  path: '/stop',
  Component: lazy(() => import('./StopPage')),
  head: {
    title: 'Stop messages',
    description: 'Stop the WhatsApp or text messages we send you about your bookings.',
    trail: [HOME_CRUMB],
    unlisted: true,
  },
  // Its token is one phone's: never kept, never sent on as a referrer.
  personal: true,
};
