import { call } from '@safa/api-client';
import { DataTable, formatDate, Modal } from '@safa/shared-ui';
import { Unbroken } from '../../../common/layout';
import { useAdminQuery } from '../../../common/useAdminQuery';
import type { NamedDeparture } from './useDepartures';

/** The people waiting for seats of a departure, in the order they asked, and when each was told. */
const useWaitlist = (departureId: string) =>
  useAdminQuery({
    queryKey: ['departures', 'waitlist', departureId],
    queryFn: (signal) => call('listWaitlist', { id: departureId, signal }),
    failureText: 'Failed to load the waitlist',
    personal: true,
  });

/**
 * A departure's waitlist: who asked to be told when seats free up, for how many, and whether they were
 * (the BFF tells them in order as seats come back; the operator may call them first).
 */
export function WaitlistDialog({ departure, onClose }: { departure: NamedDeparture; onClose: () => void }) {
  const { data: entries } = useWaitlist(departure.id);
  return (
    <Modal
      title={`Waitlist of ${departure.name}`}
      open
      onOpenChange={(open) => !open && onClose()}
      width="48rem"
    >
      <DataTable
        caption={`Waitlist of ${departure.name}`}
        columns={[
          { header: 'Name', cell: (entry) => entry.name },
          { header: 'Phone', cell: (entry) => <a href={`tel:${entry.phone}`}>{entry.phone}</a> },
          { header: 'E-mail', cell: (entry) => entry.email },
          { header: 'Seats', cell: (entry) => entry.seats },
          { header: 'Asked', cell: (entry) => <Unbroken>{formatDate(entry.createdAt, true)}</Unbroken> },
          {
            header: 'Told',
            cell: (entry) =>
              entry.toldAt ? <Unbroken>{formatDate(entry.toldAt, true)}</Unbroken> : 'Waiting',
          },
        ]}
        rows={entries ?? []}
        rowKey={(entry) => entry.id}
        emptyText={entries ? 'No one is waiting' : 'Loading the waitlist…'}
      />
    </Modal>
  );
}
