import { useEffect, useState } from 'react';
import styled from 'styled-components';

const SHOW_AFTER_PX = 300;

const Button = styled.button`
  position: fixed;
  right: 1rem;
  bottom: 5rem;
  z-index: ${({ theme }) => theme.zIndex.floating};
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
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <Button
      type="button"
      aria-label="Go to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <span aria-hidden="true">↑</span>
    </Button>
  );
}
