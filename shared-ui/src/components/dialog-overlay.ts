import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';

/** The dimmed backdrop behind every modal. */
export const DialogOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.colors.overlay};
`;
