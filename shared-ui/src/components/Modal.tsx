import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePortalContainer } from '../remote/portal-container';
import { DialogOverlay } from './dialog-overlay';

const Content = styled(Dialog.Content)<{ $width: string }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(calc(100vw - 1.5rem), ${({ $width }) => $width});
  max-height: calc(100dvh - 1.5rem);
  overflow-y: auto;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Title = styled(Dialog.Title)`
  margin: 0 0 1rem;
  font-size: 1.3rem;
`;

interface ModalProps {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  /** Widest size on large screens; phones always get the screen width. */
  width?: string;
  /** Read out with the title; visually hidden. */
  description?: string;
}

/** A dialog holding a screen of its own (a form, details, a viewer), inside the remote's scope. */
export function Modal({ title, open, onOpenChange, children, width = '32rem', description }: ModalProps) {
  const container = usePortalContainer();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container ?? undefined}>
        <DialogOverlay />
        <Content $width={width}>
          <Title>{title}</Title>
          <Dialog.Description className="visually-hidden">{description ?? title}</Dialog.Description>
          {children}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
