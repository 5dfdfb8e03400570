import type { Flier } from '@safa/contract';
import { ImageTileGrid } from '../ImageTileGrid';

/** A flier's widest on a screen larger than a phone, px: a portrait page, readable, not a poster. */
const FLIER_WIDTH = 256;

/** Promotional fliers as portrait thumbnails, centred, two a row on a phone, each opening full size. */
export function FlierGrid({ fliers, altOf }: { fliers: Flier[]; altOf: (index: number) => string }) {
  return (
    <ImageTileGrid
      images={fliers.map((flier, index) => ({
        id: flier.id,
        name: altOf(index),
        url: flier.url,
        details: flier.pictures?.[flier.url],
      }))}
      layout={{ tileWidth: FLIER_WIDTH }}
      ratio="3 / 4"
    />
  );
}
