import styled from 'styled-components';
import { Button } from './Button';

interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** 'Page X of Y' with Previous/Next, or the shorter 'Page N' with Prev/Next. */
  variant?: 'page-of-total' | 'page-only';
  /** Names the navigation landmark, e.g. 'Messages pages'. */
  label: string;
}

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

/** Previous/Next paging of a list, staying within its pages. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  variant = 'page-of-total',
  label,
}: PaginationProps) {
  const short = variant === 'page-only';
  return (
    <Nav aria-label={label}>
      <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {short ? 'Prev' : 'Previous'}
      </Button>
      <span aria-live="polite">{short ? `Page ${page}` : `Page ${page} of ${totalPages}`}</span>
      <Button
        type="button"
        $variant="secondary"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </Button>
    </Nav>
  );
}
