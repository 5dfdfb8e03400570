import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: grid;
  place-items: center;
  background: rgba(255, 255, 255, 0.85);
`;

export const Spinner = styled.span<{ $size?: number }>`
  display: inline-block;
  width: ${({ $size = 48 }) => $size}px;
  height: ${({ $size = 48 }) => $size}px;
  border: ${({ $size = 48 }) => Math.max(2, Math.round($size / 10))}px solid ${({ theme }) => theme.colors.primaryLight};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

interface LoaderOverlayProps {
  label?: string;
}

/** The page loader of spec §1: covers the page while it loads its data. */
export function LoaderOverlay({ label = 'Loading…' }: LoaderOverlayProps) {
  return (
    <Overlay role="status" aria-live="polite" data-testid="loader-overlay">
      <Spinner aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </Overlay>
  );
}
