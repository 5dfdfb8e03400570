import type { GalleryItem } from '@safa/contract';
import { ImageLightbox, type LightboxImage } from '@safa/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { type ColumnCounts, ColumnGrid } from './layout-styles';

const Tile = styled.button<{ $ratio: string }>`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: ${({ theme }) => theme.colors.primaryLight};
  cursor: zoom-in;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

interface ImageTileGridProps {
  images: Pick<GalleryItem, 'id' | 'name' | 'url'>[];
  /** Columns per screen width, dividing the usual number of images so that no row is left short. */
  columns: ColumnCounts;
  /** The tiles' shape: 4 / 3 for photos, 3 / 4 for portrait fliers. */
  ratio?: string;
}

/** Pictures as thumbnails that open the full-size overlay (a click on it, or Escape, closes it). */
export function ImageTileGrid({ images, columns, ratio = '4 / 3' }: ImageTileGridProps) {
  const [open, setOpen] = useState<LightboxImage | null>(null);
  return (
    <>
      <ColumnGrid $columns={columns} $gap="0.75rem">
        {images.map((image) => (
          <li key={image.id}>
            <Tile type="button" $ratio={ratio} onClick={() => setOpen({ src: image.url, alt: image.name })}>
              <img
                src={image.url}
                alt={image.name}
                width={320}
                height={240}
                loading="lazy"
                decoding="async"
              />
              <span className="visually-hidden"> (open full size)</span>
            </Tile>
          </li>
        ))}
      </ColumnGrid>
      <ImageLightbox image={open} onClose={() => setOpen(null)} />
    </>
  );
}
