import { Button } from '@safa/shared-ui';
import styled from 'styled-components';

/** One part of a booking's details, placed by its grid area. */
export const Panel = styled.section<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  display: grid;
  gap: 0.75rem;
  align-content: start;
  min-width: 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 { margin: 0; font-size: 1.05rem; }
  p { margin: 0; }
`;

/** A panel's heading with what can be done there beside it (under it on a phone). */
export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  h3 { margin-right: auto; }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A cell's values one under the other. */
export const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A button beside a line of text (a document to view, a traveller to take out of a room). */
export const CompactButton = styled(Button)`
  justify-self: start;
  min-height: 36px;
  padding: 0.25rem 0.75rem;
  @media print { display: none; }
`;
