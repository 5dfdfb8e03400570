import { media } from '@safa/shared-ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const SHOW_AFTER_PX = 300;

/* At the bottom right: at the end of the phone's bottom bar; beside the floating chat button elsewhere. */
const Button = styled.button`
  flex: none;
  ${media.up('sm')} {
    position: fixed;
    right: calc(1rem + 56px + 0.75rem);
    bottom: calc(1rem + 4px);
    z-index: ${({ theme }) => theme.zIndex.floating};
  }
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 1.25rem;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  cursor: pointer;
`;

/** Hidden at first; once the page is scrolled it sits fixed at the bottom right and scrolls back up. */
export function GoToTopButton() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SHOW_AFTER_PX);
    // The page may have been scrolled before the app started.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <Button
      type="button"
      aria-label="Go to top"
      data-floating
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <span aria-hidden="true">↑</span>
    </Button>
  );
}
