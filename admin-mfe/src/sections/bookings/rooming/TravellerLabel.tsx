import { type RoomingTraveller, SEX_LABELS, TRAVELLER_TYPE_LABELS } from '@safa/contract';
import { Unbroken } from '../../../common/layout';
import { Muted } from '../booking-layout';

/** 'Amina Bello Female · Adult · SAFA-7K3Q9': who a traveller is, as rooms are shared by gender or by family. */
export const TravellerLabel = ({ traveller }: { traveller: RoomingTraveller }) => (
  <span>
    <strong>{traveller.fullName}</strong>{' '}
    <Muted>
      {traveller.sex ? SEX_LABELS[traveller.sex] : 'Sex not given'} · {TRAVELLER_TYPE_LABELS[traveller.type]}{' '}
      · <Unbroken>{traveller.bookingReference}</Unbroken>
    </Muted>
  </span>
);
