import { media } from '@safa/shared-ui';
import styled from 'styled-components';

export const Section = styled.section`
  display: grid;
  gap: 1rem;
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1.4rem;
`;

/** A row of controls that wraps onto several lines on a phone. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  & > * { flex: 1 1 12rem; }
  & > button { flex: 0 0 auto; }
  ${media.down('sm')} { & > button { flex: 1 1 100%; } }
`;

export const CellActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  button, a { min-height: 36px; padding: 0.35rem 0.75rem; white-space: nowrap; }
`;

/** Text read as one piece, never broken across lines: an amount, a reference, a phone number, a date. */
export const Unbroken = styled.span`
  white-space: nowrap;
`;

/** A button that looks like a link, for counts that open a viewer. */
export const LinkButton = styled.button`
  padding: 0.25rem;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
  font: inherit;
`;

/**
 * Around a table whose text breaks between words only: each column at least as wide as its longest
 * word. (Text that may break anywhere, as the page's text may, lets a table squeeze a column to a
 * letter's width: 'Not sta / rte / d'.)
 */
export const WordsUnbroken = styled.div`
  th, td, td li, td p { overflow-wrap: break-word; }
`;

/** Names and their values, side by side (Name: Amina Bello). */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.5rem 1rem;
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;
