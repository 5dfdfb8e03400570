import { BRAND, Logo } from '@safa/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pageGutter } from '../../components/layout-styles';
import { useDelayedFlag } from '../useDelayedFlag';
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

const Inner = styled.div<{ $visible: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  height: 100%;
  ${pageGutter}
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  visibility: ${({ $visible }) => ($visible ? 'visible' : 'hidden')};
  transition: opacity 0.3s ease;
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
  const visible = useDelayedFlag(HEADER_DELAY_MS);
  return (
    <Bar>
      <Inner $visible={visible} data-testid="header-content" data-visible={visible}>
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
