import { BRAND, Logo, useIsLive } from '@safa/shared-ui';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { pageGutter } from '../../components/layout-styles';
import { DesktopNav } from './DesktopNav';
import { MobileMenu } from './MobileMenu';

/** §9: the header appears 200 ms after load. */
export const HEADER_DELAY_MS = 200;

/** The bar's height is reserved from the first paint, so its late appearance shifts nothing. */
const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  height: ${({ theme }) => theme.layout.headerHeight};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const appear = keyframes`
  from { opacity: 0; visibility: hidden; }
  to { opacity: 1; visibility: visible; }
`;

/**
 * The logo and menu fade in 200 ms after the page shows: a style of the page itself, so they come
 * whether or not, and however late, its scripts run.
 */
const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  height: 100%;
  ${pageGutter}
  animation: ${appear} 0.3s ease ${HEADER_DELAY_MS}ms both;
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  color: ${({ theme }) => theme.colors.primary};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  font-size: 1.15rem;
  text-decoration: none;
`;

export function Header() {
  // Says when the app has taken the page over (its menus then work as scripts make them).
  const live = useIsLive();
  return (
    <Bar>
      <Inner data-testid="header-content" data-live={live}>
        <Brand to="/" aria-label={`${BRAND.name}, home`}>
          <Logo size={40} />
          <span aria-hidden="true">{BRAND.shortName}</span>
        </Brand>
        <DesktopNav />
        <MobileMenu />
      </Inner>
    </Bar>
  );
}
