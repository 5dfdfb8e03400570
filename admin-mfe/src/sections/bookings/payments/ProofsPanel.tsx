import { type Booking, PAYABLE_STATUSES, type Proof } from '@safa/contract';
import { Button, DataTable, formatDate } from '@safa/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CellActions, Unbroken } from '../../../common/layout';
import { Lines, Muted, Panel } from '../booking-layout';
import { ProofViewer } from './ProofViewer';
import { fileSize } from './payment-text';
import { useCheckProof } from './usePayments';

/** On a phone a row's cell is narrow: a long action wraps inside its button rather than leaving the card. */
const ProofActions = styled(CellActions)`
  button { white-space: normal; text-align: left; }
`;

interface ProofsPanelProps {
  booking: Booking;
  /** Opens the payment form for the transfer a proof shows. */
  onRecord: (proof: Proof) => void;
}

/**
 * The transfer proofs the customer uploaded through the booking's link: each to view, then to record
 * its payment (which checks it), or to mark checked when there is nothing to record.
 */
export function ProofsPanel({ booking, onRecord }: ProofsPanelProps) {
  const [viewed, setViewed] = useState<Proof | null>(null);
  const check = useCheckProof();
  const payable = PAYABLE_STATUSES.includes(booking.status);
  const toCheck = booking.proofs.filter((proof) => !proof.checkedAt).length;

  return (
    <Panel $area="proofs" aria-labelledby="booking-proofs">
      <h3 id="booking-proofs">Transfer proofs{toCheck > 0 ? ` (${toCheck} to check)` : ''}</h3>
      <DataTable
        caption={`Transfer proofs of ${booking.reference}`}
        columns={[
          {
            header: 'File',
            cell: (proof) => (
              <Lines>
                <li>{proof.fileName}</li>
                <li>
                  <Muted>{fileSize(proof.size)}</Muted>
                </li>
              </Lines>
            ),
          },
          { header: 'Uploaded', cell: (proof) => <Unbroken>{formatDate(proof.uploadedAt, true)}</Unbroken> },
          {
            header: 'Checked',
            cell: (proof) =>
              proof.checkedAt ? (
                <Unbroken>{formatDate(proof.checkedAt, true)}</Unbroken>
              ) : (
                <strong>Not yet</strong>
              ),
          },
          {
            header: 'Actions',
            cell: (proof) => (
              <ProofActions>
                <Button type="button" $variant="secondary" onClick={() => setViewed(proof)}>
                  View<span className="visually-hidden"> {proof.fileName}</span>
                </Button>
                {proof.checkedAt ? null : (
                  <>
                    {payable ? (
                      <Button type="button" onClick={() => onRecord(proof)}>
                        Record this payment<span className="visually-hidden"> ({proof.fileName})</span>
                      </Button>
                    ) : null}
                    <Button
                      type="button"
                      $variant="secondary"
                      disabled={check.pendingVariables.includes(proof.id)}
                      onClick={() => check.run(proof.id)}
                    >
                      Mark checked<span className="visually-hidden"> ({proof.fileName})</span>
                    </Button>
                  </>
                )}
              </ProofActions>
            ),
          },
        ]}
        rows={booking.proofs}
        rowKey={(proof) => proof.id}
        emptyText="No transfer proofs uploaded"
      />
      {viewed ? <ProofViewer proof={viewed} onClose={() => setViewed(null)} /> : null}
    </Panel>
  );
}
