import { type GalleryItem, type PictureDetails, pictureUrl } from '@safa/contract';
import { ImageLightbox, type LightboxImage, theme } from '@safa/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { type ColumnCounts, ColumnGrid } from './layout-styles';
import { Picture } from './Picture';

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

export interface TileImage {
  id: string;
  name: string;
  url: string;
  details: PictureDetails | undefined;
}

/** A gallery picture as a tile. */
export const tileOf = (item: GalleryItem): TileImage => ({
  id: item.id,
  name: item.name,
  url: item.url,
  details: item.pictures?.[item.url],
});

/** The overlay shows the widest served width (the original may be a camera's 5 MB). */
const fullSize = ({ url, details }: TileImage) => {
  const widest = details?.widths[details.widths.length - 1];
  return widest ? pictureUrl(url, widest, 'webp') : url;
};

/** The `sizes` of a tile: the window's width shared among the columns at each breakpoint. */
export function tileSizes(columns: ColumnCounts): string {
  const steps = (['lg', 'md', 'sm'] as const).flatMap((size) => {
    const count = columns[size];
    return count ? [`(min-width: ${theme.breakpoints[size]}px) ${Math.ceil(100 / count)}vw`] : [];
  });
  return [...steps, `${Math.ceil(100 / columns.base)}vw`].join(', ');
}

interface ImageTileGridProps {
  images: TileImage[];
  /** Columns per screen width, dividing the usual number of images so that no row is left short. */
  columns: ColumnCounts;
  /** The tiles' shape: 4 / 3 for photos, 3 / 4 for portrait fliers. */
  ratio?: string;
  /** The grid opens the page: its first picture is the page's largest, fetched first. */
  leadsPage?: boolean;
}

/** Pictures as thumbnails that open the full-size overlay (a click on it, or Escape, closes it). */
export function ImageTileGrid({ images, columns, ratio = '4 / 3', leadsPage = false }: ImageTileGridProps) {
  const [open, setOpen] = useState<LightboxImage | null>(null);
  return (
    <>
      <ColumnGrid $columns={columns} $gap="0.75rem">
        {images.map((image, index) => (
          <li key={image.id}>
            <Tile
              type="button"
              $ratio={ratio}
              onClick={() => setOpen({ src: fullSize(image), alt: image.name })}
            >
              <Picture
                src={image.url}
                details={image.details}
                alt={image.name}
                sizes={tileSizes(columns)}
                fallbackSize={{ width: 320, height: 240 }}
                priority={leadsPage && index === 0}
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
