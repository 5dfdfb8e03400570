import type { Booking } from '@safa/contract';
import { useState } from 'react';
import { MoneyFormDialog, type MoneyFormDialogProps } from './MoneyFormDialog';
import { PaymentsPanel } from './PaymentsPanel';
import { ProofsPanel } from './ProofsPanel';

type OpenForm = Pick<MoneyFormDialogProps, 'target' | 'proofName'>;

/** A booking's money: the payments and refunds recorded, the transfer proofs uploaded, the form that records more. */
export function BookingPayments({ booking }: { booking: Booking }) {
  const [form, setForm] = useState<OpenForm | null>(null);
  return (
    <>
      <PaymentsPanel booking={booking} onRecord={(target) => setForm({ target })} />
      <ProofsPanel
        booking={booking}
        onRecord={(proof) =>
          setForm({
            target: { kind: 'payment', bookingId: booking.id, proofId: proof.id },
            proofName: proof.fileName,
          })
        }
      />
      {form ? <MoneyFormDialog booking={booking} {...form} onClose={() => setForm(null)} /> : null}
    </>
  );
}
