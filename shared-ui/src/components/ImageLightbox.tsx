import { lazy, Suspense } from 'react';

export interface LightboxImage {
  src: string;
  alt: string;
}

export interface ImageLightboxProps {
  image: LightboxImage | null;
  onClose: () => void;
}

// The dialog library loads only when a visitor first opens a picture, not with the page.
const ImageLightboxDialog = lazy(() => import('./ImageLightboxDialog'));

/** A picture at full size over the page; a click anywhere on it, or Escape, closes it. */
export function ImageLightbox({ image, onClose }: ImageLightboxProps) {
  if (!image) return null;
  return (
    <Suspense fallback={null}>
      <ImageLightboxDialog image={image} onClose={onClose} />
    </Suspense>
  );
}
