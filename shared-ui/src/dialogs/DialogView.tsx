import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from '../components/Button';
import { DialogOverlay } from '../components/dialog-overlay';
import { Spinner } from '../components/LoaderOverlay';
import { usePortalContainer } from '../remote/portal-container';
import type { DialogRequest, DialogTone } from './types';

const fadeIn = keyframes`from { opacity: 0; transform: translate(-50%, -46%) scale(0.97); } to { opacity: 1; transform: translate(-50%, -50%) scale(1); }`;

const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.dialog + 1};
  transform: translate(-50%, -50%);
  width: min(92vw, 28rem);
  max-height: 85vh;
  overflow: auto;
  padding: 1.75rem 1.5rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  text-align: center;
  animation: ${fadeIn} 0.18s ease-out;
  &:focus { outline: none; }
`;

const TONE_SYMBOL: Record<DialogTone, string> = {
  success: '✓',
  error: '✕',
  warning: '!',
  info: 'i',
  question: '?',
};

const Icon = styled.div<{ $tone: DialogTone }>`
  width: 3.5rem;
  height: 3.5rem;
  margin: 0 auto 1rem;
  display: grid;
  place-items: center;
  border-radius: 50%;
  font-size: 1.75rem;
  font-weight: 700;
  color: #fff;
  background: ${({ $tone, theme }) =>
    ({
      success: theme.colors.success,
      error: theme.colors.danger,
      warning: theme.colors.accent,
      info: theme.colors.info,
      question: theme.colors.textMuted,
    })[$tone]};
`;

const Title = styled(Dialog.Title)`
  margin: 0 0 0.5rem;
  font-size: 1.35rem;
`;

const Text = styled(Dialog.Description)`
  margin: 0 0 1.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: pre-line;
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

interface DialogViewProps {
  request: DialogRequest;
  onSettle: (request: DialogRequest, value: boolean) => void;
}

/** One accessible modal (Radix Dialog: focus trap, Escape, labelled title and text). */
export function DialogView({ request, onSettle }: DialogViewProps) {
  const container = usePortalContainer();
  const { kind, options } = request;
  const tone: DialogTone =
    kind === 'progress' ? 'info' : (options.tone ?? (kind === 'confirm' ? 'question' : 'info'));
  const blocking = kind === 'progress';
  const autoCloseMs = kind === 'alert' ? request.options.autoCloseMs : undefined;

  useEffect(() => {
    if (!autoCloseMs) return undefined;
    const timer = setTimeout(() => onSettle(request, true), autoCloseMs);
    return () => clearTimeout(timer);
  }, [autoCloseMs, onSettle, request]);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !blocking && onSettle(request, false)}>
      <Dialog.Portal container={container ?? undefined}>
        <DialogOverlay />
        <Content
          role={kind === 'alert' ? 'alertdialog' : 'dialog'}
          aria-busy={blocking || undefined}
          onEscapeKeyDown={(event) => blocking && event.preventDefault()}
          onPointerDownOutside={(event) => blocking && event.preventDefault()}
          onInteractOutside={(event) => blocking && event.preventDefault()}
        >
          {blocking ? (
            <Spinner $size={48} aria-hidden="true" style={{ margin: '0 auto 1rem' }} />
          ) : (
            <Icon $tone={tone} aria-hidden="true">
              {TONE_SYMBOL[tone]}
            </Icon>
          )}
          <Title>{options.title}</Title>
          {options.text ? (
            <Text>{options.text}</Text>
          ) : (
            <Dialog.Description className="visually-hidden">{options.title}</Dialog.Description>
          )}
          {kind === 'alert' ? (
            <Actions>
              <Button type="button" onClick={() => onSettle(request, true)}>
                {request.options.confirmLabel ?? 'OK'}
              </Button>
            </Actions>
          ) : null}
          {kind === 'confirm' ? (
            <Actions>
              <Button type="button" $variant="secondary" onClick={() => onSettle(request, false)}>
                {request.options.cancelLabel ?? 'Cancel'}
              </Button>
              <Button
                type="button"
                $variant={request.options.destructive ? 'danger' : 'primary'}
                onClick={() => onSettle(request, true)}
              >
                {request.options.confirmLabel ?? 'Yes'}
              </Button>
            </Actions>
          ) : null}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
