import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Hero = styled.div`
  padding: 2.5rem 1rem;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primaryDark}, ${({ theme }) => theme.colors.primary});
  color: #fff;
  text-align: center;
  h1 { margin: 0 0 0.5rem; font-family: ${({ theme }) => theme.fonts.heading}; font-size: clamp(1.8rem, 6vw, 2.6rem); }
  ol { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.25rem 0.5rem; margin: 0; padding: 0; list-style: none; }
  a { color: #fff; }
`;

/* A step keeps its separator on its own line: a line never starts with one. */
const Step = styled.li`
  white-space: nowrap;
`;

const Separator = styled.span`
  margin-left: 0.5rem;
  opacity: 0.8;
`;

/** A breadcrumb step: a link, or plain text when it has no page of its own. */
export interface Crumb {
  label: string;
  to?: string;
}

interface PageHeroProps {
  title: string;
  /** Steps before the current page (which is the title). */
  trail?: Crumb[];
}

/** The banner at the top of an inner page, with its h1 and breadcrumb. */
export function PageHero({ title, trail = [{ label: 'Home', to: '/' }] }: PageHeroProps) {
  return (
    <Hero>
      <h1>{title}</h1>
      <nav aria-label="Breadcrumb">
        <ol>
          {trail.map((crumb) => (
            <Step key={crumb.label}>
              {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}
              <Separator aria-hidden="true">/</Separator>
            </Step>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
    </Hero>
  );
}
