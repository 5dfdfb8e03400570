import { media } from '@safa/shared-ui';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { SECTIONS } from './sections';

// On a phone the sections become a strip that scrolls sideways above the content.
const Nav = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    display: flex;
    gap: 0.25rem;
    margin: 0;
    padding: 0.5rem;
    list-style: none;
    overflow-x: auto;
  }
  ${media.up('md')} {
    border-bottom: none;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    ul { flex-direction: column; padding: 1rem 0.75rem; position: sticky; top: ${({ theme }) => theme.layout.headerHeight}; }
  }
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

export function Sidebar({ basePath }: { basePath: string }) {
  return (
    <Nav aria-label="Dashboard sections">
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.path}>
            <Link to={`${basePath}/${section.path}`}>{section.label}</Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
