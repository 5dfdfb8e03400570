import type { Flier } from '@safa/shared-ui/contract';
import styled from 'styled-components';

const Img = styled.img`
  width: 100%;
  max-width: 36rem;
  height: auto;
  margin: 0 auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** A promotional flier uploaded by the operator (portrait A4-like proportions reserved). */
export function FlierImage({ flier, alt }: { flier: Flier; alt: string }) {
  return <Img src={flier.url} alt={alt} width={576} height={768} loading="lazy" decoding="async" />;
}
