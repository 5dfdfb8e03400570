import type { Flier } from '@safa/contract';
import { ImageTileGrid } from '../ImageTileGrid';

/** Promotional fliers as portrait thumbnails, a few per row, each opening full size. */
export function FlierGrid({ fliers, altOf }: { fliers: Flier[]; altOf: (index: number) => string }) {
  return (
    <ImageTileGrid
      images={fliers.map((flier, index) => ({
        id: flier.id,
        name: altOf(index),
        url: flier.url,
        details: flier.pictures?.[flier.url],
      }))}
      columns={{ base: 2, sm: 3, lg: 4 }}
      ratio="3 / 4"
    />
  );
}
