import { type GalleryItem, type PictureDetails, pictureUrl } from '@safa/contract';
import { ImageLightbox, type LightboxImage, media, theme } from '@safa/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { type ColumnCounts, ColumnGrid } from './layout-styles';
import { Picture } from './Picture';
import { gridColumn, PAGE_COLUMN, type Steps, sizesOf, switchAt } from './picture-sizes';

/** Space between tiles, px. */
const TILE_GAP = 12;

/** A few tiles of at most a set width, centred in their row; two a row on a phone. */
const CentredTiles = styled.ul<{ $tileWidth: number }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${TILE_GAP}px;
  padding: 0;
  list-style: none;
  li { flex: 0 1 calc(50% - ${TILE_GAP / 2}px); }
  ${media.up('sm')} { li { flex-basis: ${({ $tileWidth }) => $tileWidth}px; } }
`;

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

/** The column counts of a grid as steps from a window width up. */
export const columnSteps = (columns: ColumnCounts): Steps => [
  { from: 0, value: columns.base },
  ...(['sm', 'md', 'lg'] as const).flatMap((size) => {
    const count = columns[size];
    return count ? [{ from: theme.breakpoints[size], value: count }] : [];
  }),
];

/** How the tiles are laid out: in columns per screen width, or centred, at most `tileWidth` px each. */
export type TileLayout = { columns: ColumnCounts } | { tileWidth: number };

/** The `sizes` of a tile: its share of the page's content column at each window width. */
export function tileSizes(layout: TileLayout): string {
  const twoPerRow = gridColumn(PAGE_COLUMN, [{ from: 0, value: 2 }], TILE_GAP);
  return sizesOf(
    'columns' in layout
      ? gridColumn(PAGE_COLUMN, columnSteps(layout.columns), TILE_GAP)
      : switchAt(theme.breakpoints.sm, twoPerRow, [{ from: 0, width: { perVw: 0, px: layout.tileWidth } }]),
  );
}

interface ImageTileGridProps {
  images: TileImage[];
  /** Columns per screen width dividing the usual number of images so that no row is left short, or centred tiles. */
  layout: TileLayout;
  /** The tiles' shape: 4 / 3 for photos, 3 / 4 for portrait fliers. */
  ratio?: string;
  /** The grid opens the page: its first picture is the page's largest, fetched first. */
  leadsPage?: boolean;
}

/** Pictures as thumbnails that open the full-size overlay (a click on it, or Escape, closes it). */
export function ImageTileGrid({ images, layout, ratio = '4 / 3', leadsPage = false }: ImageTileGridProps) {
  const [open, setOpen] = useState<LightboxImage | null>(null);
  const sizes = tileSizes(layout);
  const tiles = images.map((image, index) => (
    <li key={image.id}>
      <Tile type="button" $ratio={ratio} onClick={() => setOpen({ src: fullSize(image), alt: image.name })}>
        <Picture
          src={image.url}
          details={image.details}
          alt={image.name}
          sizes={sizes}
          fallbackSize={{ width: 320, height: 240 }}
          priority={leadsPage && index === 0}
        />
        <span className="visually-hidden"> (open full size)</span>
      </Tile>
    </li>
  ));
  return (
    <>
      {'columns' in layout ? (
        <ColumnGrid $columns={layout.columns} $gap={`${TILE_GAP}px`}>
          {tiles}
        </ColumnGrid>
      ) : (
        <CentredTiles $tileWidth={layout.tileWidth}>{tiles}</CentredTiles>
      )}
      <ImageLightbox image={open} onClose={() => setOpen(null)} />
    </>
  );
}
