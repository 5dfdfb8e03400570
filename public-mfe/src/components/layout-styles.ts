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

/** Cards in as many columns as fit, down to one on a small phone. */
export const CardGrid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
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
