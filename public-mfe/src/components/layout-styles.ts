import { media } from '@safa/shared-ui';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/**
 * Side padding of a full-width band that puts its content in the site's content column: at most
 * the content width, centred, and 1rem from the screen's edges on smaller screens. Everything in
 * the column then starts at the same left edge, whatever its own width.
 */
export const pageGutter = css`
  padding-left: max(1rem, calc((100% - ${({ theme }) => theme.layout.maxWidth}) / 2));
  padding-right: max(1rem, calc((100% - ${({ theme }) => theme.layout.maxWidth}) / 2));
`;

/** A page band with the site's content width. */
export const Section = styled.section<{ $tone?: 'plain' | 'soft' }>`
  padding-top: 3rem;
  padding-bottom: 3rem;
  ${pageGutter}
  background: ${({ $tone = 'plain', theme }) => ($tone === 'soft' ? theme.colors.surface : 'transparent')};
  h2 {
    font-family: ${({ theme }) => theme.fonts.heading};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-size: clamp(1.5rem, 4vw, 2.1rem);
    margin-top: 0;
  }
`;

const gridList = css<{ $gap?: string }>`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ $gap = '1.5rem' }) => $gap};
`;

/**
 * A list in as many columns of at least `$min` as fit (one on a small phone), the items sharing
 * the whole row: a few cards fill the width instead of its left part.
 */
export const AutoGrid = styled.ul<{ $min?: string; $gap?: string }>`
  ${gridList}
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '17rem' }) => $min}), 1fr));
`;

/** Columns from a screen width up (`base` below the first); chosen so that the items fill whole rows. */
export type ColumnCounts = { base: number } & Partial<Record<'sm' | 'md' | 'lg', number>>;

/** A list in a set number of equal columns per screen width. */
export const ColumnGrid = styled.ul<{ $columns: ColumnCounts; $gap?: string }>`
  ${gridList}
  grid-template-columns: repeat(${({ $columns }) => $columns.base}, minmax(0, 1fr));
  ${({ $columns }) =>
    (['sm', 'md', 'lg'] as const)
      .filter((size) => $columns[size])
      .map(
        (size) => `${media.up(size)} { grid-template-columns: repeat(${$columns[size]}, minmax(0, 1fr)); }`,
      )
      .join('\n')}
`;

/**
 * One column on phones; from `$from` up, side by side in the `$template` proportions. Columns never
 * grow to fit their content (a carousel's track is as wide as all its slides): it fits them.
 */
export const Columns = styled.div<{ $from?: 'md' | 'lg'; $template?: string; $center?: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2rem;
  align-items: ${({ $center }) => ($center ? 'center' : 'start')};
  & > * { min-width: 0; }
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
