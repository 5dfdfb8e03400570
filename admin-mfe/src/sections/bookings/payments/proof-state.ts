import type { Proof } from '@safa/contract';

/** A proof the operator has neither checked nor refused: the booking waits for it. */
export const isWaitingProof = (proof: Pick<Proof, 'checkedAt' | 'refusedAt'>): boolean =>
  !proof.checkedAt && !proof.refusedAt;

/** How many of `proofs` wait for the operator. */
export const proofsWaiting = (proofs: readonly Proof[]): number => proofs.filter(isWaitingProof).length;
