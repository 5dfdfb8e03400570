import { media } from '@safa/shared-ui';
import styled from 'styled-components';
import { GoToTopButton } from './footer/GoToTopButton';
import { WhatsAppButton } from './WhatsAppButton';

/**
 * The chat and back-to-top buttons. On a phone they sit in a bar across the bottom of the window, as
 * the header sits across its top: the page scrolls behind the bar, never under a button in the middle
 * of what is being read. On a larger screen they float at the bottom right.
 */
const Bar = styled.aside`
  ${media.down('sm')} {
    position: fixed;
    right: 0;
    bottom: 0;
    left: 0;
    z-index: ${({ theme }) => theme.zIndex.floating};
    display: flex;
    align-items: center;
    gap: 0.75rem;
    padding: 0.5rem 1rem;
    background: ${({ theme }) => theme.colors.background};
    box-shadow: 0 -2px 10px rgba(16, 24, 40, 0.12);
  }
`;

export function FloatingControls() {
  return (
    <Bar aria-label="Chat and back to top" data-floating-bar>
      <WhatsAppButton />
      <GoToTopButton />
    </Bar>
  );
}
