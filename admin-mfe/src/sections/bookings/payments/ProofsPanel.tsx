import { type Booking, isWaitingProof, PROOF_LIMITS, type Proof } from '@safa/contract';
import { Button, DataTable, formatDate } from '@safa/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CellActions, Unbroken } from '../../../common/layout';
import { Lines, Muted, Panel } from '../booking-layout';
import { ProofViewer } from './ProofViewer';
import { fileSize } from './payment-text';
import { proofsWaiting } from './proof-state';
import { RefuseProofDialog } from './RefuseProofDialog';
import { useCheckProof } from './usePayments';

/** On a phone a row's cell is narrow: a long action wraps inside its button rather than leaving the card. */
const ProofActions = styled(CellActions)`
  button { white-space: normal; text-align: left; }
`;

/** Whether the operator checked a proof, or refused it with what the customer was told, or not yet. */
function proofOutcome(proof: Proof) {
  if (proof.checkedAt) return <Unbroken>{formatDate(proof.checkedAt, true)}</Unbroken>;
  if (!proof.refusedAt) return <strong>Not yet</strong>;
  return (
    <Lines>
      <li>
        <strong>Refused</strong> <Unbroken>{formatDate(proof.refusedAt, true)}</Unbroken>
      </li>
      {proof.refusal ? <li>“{proof.refusal}”</li> : null}
    </Lines>
  );
}

interface ProofsPanelProps {
  booking: Booking;
  /** Opens the payment form for the transfer a proof shows. */
  onRecord: (proof: Proof) => void;
}

/**
 * The transfer proofs the customer uploaded through the booking's link: each to view, then to record
 * its payment (which checks it), to mark checked when there is nothing to record, or to refuse with a
 * note for the customer when its money was not found.
 */
export function ProofsPanel({ booking, onRecord }: ProofsPanelProps) {
  const [viewed, setViewed] = useState<Proof | null>(null);
  const [refused, setRefused] = useState<Proof | null>(null);
  const check = useCheckProof();
  const toCheck = proofsWaiting(booking.proofs);

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
            cell: proofOutcome,
          },
          {
            header: 'Actions',
            cell: (proof) => (
              <ProofActions>
                {proof.removedAt ? (
                  <Muted>
                    File deleted {formatDate(proof.removedAt)}, {PROOF_LIMITS.retentionDays} days after the
                    booking ended
                  </Muted>
                ) : (
                  <Button type="button" $variant="secondary" onClick={() => setViewed(proof)}>
                    View<span className="visually-hidden"> {proof.fileName}</span>
                  </Button>
                )}
                {isWaitingProof(proof) ? (
                  <>
                    <Button type="button" onClick={() => onRecord(proof)}>
                      Record this payment<span className="visually-hidden"> ({proof.fileName})</span>
                    </Button>
                    <Button
                      type="button"
                      $variant="secondary"
                      disabled={check.pendingVariables.includes(proof.id)}
                      onClick={() => check.run(proof.id)}
                    >
                      Mark checked<span className="visually-hidden"> ({proof.fileName})</span>
                    </Button>
                    <Button type="button" $variant="secondary" onClick={() => setRefused(proof)}>
                      Refuse<span className="visually-hidden"> ({proof.fileName})</span>
                    </Button>
                  </>
                ) : null}
              </ProofActions>
            ),
          },
        ]}
        rows={booking.proofs}
        rowKey={(proof) => proof.id}
        emptyText="No transfer proofs uploaded"
      />
      {viewed ? <ProofViewer proof={viewed} onClose={() => setViewed(null)} /> : null}
      {refused ? (
        <RefuseProofDialog booking={booking} proof={refused} onClose={() => setRefused(null)} />
      ) : null}
    </Panel>
  );
}
