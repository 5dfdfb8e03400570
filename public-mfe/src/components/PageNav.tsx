import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem;
  margin: 2rem 0 0;
`;

const PageButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

interface PageNavProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label?: string;
}

/** Prev, page numbers and Next; shown only when there is more than one page. */
export function PageNav({ page, pageCount, onPageChange, label = 'Pages' }: PageNavProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <Nav aria-label={label}>
      <PageButton type="button" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Prev
      </PageButton>
      {pages.map((number) => (
        <PageButton
          key={number}
          type="button"
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPageChange(number)}
        >
          {number}
        </PageButton>
      ))}
      <PageButton type="button" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
      </PageButton>
    </Nav>
  );
}
