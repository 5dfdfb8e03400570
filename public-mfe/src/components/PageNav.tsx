import { useIsLive } from '@safa/shared-ui';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem;
  margin: 2rem 0 0;
`;

const pageControl = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:disabled, &[aria-disabled='true'] { opacity: 0.5; cursor: not-allowed; }
`;

const PageButton = styled.button`${pageControl}`;
const PageLink = styled(Link)`${pageControl}`;
const NoPage = styled.span`${pageControl}`;

interface PageNavProps {
  page: number;
  pageCount: number;
  /** Moves to a page (with the app running). */
  onPageChange: (page: number) => void;
  /** The address of a page of the list, for the links of a page whose app has not started (yet). */
  addressOf: (page: number) => string;
  label?: string;
}

/**
 * Prev, page numbers and Next; shown only when there is more than one page. Buttons once the app
 * runs; before it (and without scripts), links to each page's address.
 */
export function PageNav({ page, pageCount, onPageChange, addressOf, label = 'Pages' }: PageNavProps) {
  const live = useIsLive();
  if (pageCount <= 1) return null;
  const control = (target: number, text: string, name?: string) => {
    const current = target === page && name !== undefined;
    const outside = target < 1 || target > pageCount;
    if (live) {
      return (
        <PageButton
          type="button"
          disabled={outside}
          aria-label={name}
          aria-current={current ? 'page' : undefined}
          onClick={() => onPageChange(target)}
        >
          {text}
        </PageButton>
      );
    }
    if (outside) return <NoPage aria-disabled="true">{text}</NoPage>;
    return (
      <PageLink to={addressOf(target)} aria-label={name} aria-current={current ? 'page' : undefined}>
        {text}
      </PageLink>
    );
  };
  return (
    <Nav aria-label={label}>
      {control(page - 1, 'Prev')}
      {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
        <Fragment key={number}>{control(number, String(number), `Page ${number}`)}</Fragment>
      ))}
      {control(page + 1, 'Next')}
    </Nav>
  );
}
