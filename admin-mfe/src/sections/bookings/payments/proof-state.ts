import { isWaitingProof, type Proof } from '@safa/contract';

/** How many of `proofs` wait for the operator. */
export const proofsWaiting = (proofs: readonly Proof[]): number => proofs.filter(isWaitingProof).length;
