import { media } from '@safa/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A page band with the site's content width. */
export const Section = styled.section<{ $tone?: 'plain' | 'soft' }>`
  padding: 3rem 1rem;
  background: ${({ $tone = 'plain', theme }) => ($tone === 'soft' ? theme.colors.surface : 'transparent')};
  & > * { max-width: ${({ theme }) => theme.layout.maxWidth}; margin-left: auto; margin-right: auto; }
  h2 {
    font-family: ${({ theme }) => theme.fonts.heading};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-size: clamp(1.5rem, 4vw, 2.1rem);
    margin-top: 0;
  }
`;

/** A list laid out in as many columns of at least `$min` as fit, down to one on a small phone. */
export const AutoGrid = styled.ul<{ $min?: string; $gap?: string }>`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ $gap = '1.5rem' }) => $gap};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = '17rem' }) => $min}), 1fr));
`;

/** One column on phones; from `$from` up, side by side in the `$template` proportions. */
export const Columns = styled.div<{ $from?: 'md' | 'lg'; $template?: string; $center?: boolean }>`
  display: grid;
  gap: 2rem;
  align-items: ${({ $center }) => ($center ? 'center' : 'start')};
  ${({ $from = 'md' }) => media.up($from)} { grid-template-columns: ${({ $template = '1fr 1fr' }) => $template}; }
  img { width: 100%; height: auto; }
`;

/** A link that looks like the primary button (calls to action). */
export const LinkButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0.6rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.primaryDark}; }
`;
