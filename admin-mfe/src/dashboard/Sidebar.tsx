import { media } from '@safa/shared-ui';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { centredScrollLeft, useScrollEdges } from './scroll-strip';
import { SECTIONS } from './sections';
import { useWorkSummary } from './summary/useWorkSummary';

const chevron = (points: string, color: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 12'><polyline points='${points}' fill='none' stroke='${color}' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/></svg>`,
  )}")`;

// On a phone the sections become a strip that scrolls sideways above the content; a fade with a chevron
// shows at each end that hides sections. On a wider screen they are a sidebar as tall as the window.
const Nav = styled.nav`
  position: relative;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    position: relative;
    display: flex;
    gap: 0.25rem;
    margin: 0;
    padding: 0.5rem;
    list-style: none;
    overflow-x: auto;
  }
  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    width: 2.75rem;
    pointer-events: none;
    opacity: 0;
    transition: opacity 0.15s ease;
  }
  &::before {
    left: 0;
    background: ${({ theme }) => chevron('8,2 4,6 8,10', theme.colors.text)} left 0.35rem center / 0.75rem no-repeat,
      linear-gradient(to right, ${({ theme }) => theme.colors.surface} 45%, transparent);
  }
  &::after {
    right: 0;
    background: ${({ theme }) => chevron('4,2 8,6 4,10', theme.colors.text)} right 0.35rem center / 0.75rem no-repeat,
      linear-gradient(to left, ${({ theme }) => theme.colors.surface} 45%, transparent);
  }
  &[data-more-before]::before,
  &[data-more-after]::after {
    opacity: 1;
  }
  ${media.up('md')} {
    border-bottom: none;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    ul { flex-direction: column; padding: 1rem 0.75rem; position: sticky; top: ${({ theme }) => theme.layout.headerHeight}; }
    &::before, &::after { content: none; }
    /* In the sidebar a label may take two lines, so that a count beside it stays inside. */
    a { display: flex; align-items: center; justify-content: space-between; white-space: normal; }
  }
  @media print { display: none; }
`;

const Link = styled(NavLink)`
  display: block;
  padding: 0.65rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover { background: ${({ theme }) => theme.colors.primaryLight}; }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** What waits beside its section: enquiries to answer, bookings held awaiting payment. */
const Badge = styled.span`
  display: inline-block;
  flex: none;
  min-width: 1.5rem;
  margin-left: 0.5rem;
  padding: 0.05rem 0.45rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.8rem;
  text-align: center;
`;

function WaitingBadge({ waiting }: { waiting: { count: number; words: string } | undefined }) {
  if (!waiting?.count) return null;
  return (
    <Badge>
      {waiting.count}
      <span className="visually-hidden"> {waiting.words}</span>
    </Badge>
  );
}

export function Sidebar({ basePath }: { basePath: string }) {
  const summary = useWorkSummary().data;
  const waiting: Record<string, { count: number; words: string } | undefined> = {
    messages: summary && { count: summary.unresponded, words: 'unresponded' },
    bookings: summary && { count: summary.bookings.held, words: 'held' },
  };
  const listRef = useRef<HTMLUListElement>(null);
  const edges = useScrollEdges(listRef);
  const { pathname } = useLocation();

  // The open section stays in sight on the phone's strip (a no-op in the sidebar, which does not scroll).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the open link (aria-current) follows the address
  useEffect(() => {
    const list = listRef.current;
    const open = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && open) list.scrollLeft = centredScrollLeft(open, list);
  }, [pathname]);

  return (
    <Nav
      aria-label="Dashboard sections"
      data-more-before={edges.before || undefined}
      data-more-after={edges.after || undefined}
    >
      <ul ref={listRef}>
        {SECTIONS.map((section) => (
          <li key={section.path}>
            <Link to={`${basePath}/${section.path}`}>
              {section.label}
              <WaitingBadge waiting={waiting[section.path]} />
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
