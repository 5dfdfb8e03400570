import { lazy, Suspense } from 'react';
import type { LightboxImage } from './ImageLightboxDialog';

// The dialog library loads only when a visitor first opens a picture, not with the page.
const ImageLightboxDialog = lazy(() => import('./ImageLightboxDialog'));

/** A picture at full size over the page, while `image` is set; a click anywhere on it, or Escape, closes it. */
export function ImageLightbox({ image, onClose }: { image: LightboxImage | null; onClose: () => void }) {
  if (!image) return null;
  return (
    <Suspense fallback={null}>
      <ImageLightboxDialog image={image} onClose={onClose} />
    </Suspense>
  );
}
