import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { usePortalContainer } from '../remote/portal-container';
import { DialogOverlay } from './dialog-overlay';

export interface LightboxImage {
  src: string;
  alt: string;
}

const Content = styled(Dialog.Content)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog + 1};
  display: grid;
  place-items: center;
  padding: 1rem;
  cursor: zoom-out;
  &:focus { outline: none; }
  img { max-width: 100%; max-height: 90vh; object-fit: contain; border-radius: ${({ theme }) => theme.radii.md}; }
`;

/** A picture at full size over the page; a click anywhere on it, or Escape, closes it. */
export default function ImageLightboxDialog({
  image,
  onClose,
}: {
  image: LightboxImage;
  onClose: () => void;
}) {
  const container = usePortalContainer();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal container={container ?? undefined}>
        <DialogOverlay />
        <Content onClick={onClose} data-testid="image-lightbox">
          <Dialog.Title className="visually-hidden">{image.alt}</Dialog.Title>
          <Dialog.Description className="visually-hidden">
            Click the picture or press Escape to close it.
          </Dialog.Description>
          <img src={image.src} alt={image.alt} />
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
