import { Link } from 'react-router-dom';
import { useGalleryImages } from '../../api/queries';
import { EmptyState } from '../../components/EmptyState';
import { ImageTileGrid, tileOf } from '../../components/ImageTileGrid';
import { Section } from '../../components/layout-styles';

/** §9: the teaser shows the first 6 images. */
export const TEASER_SIZE = 6;

/** Six pictures: three rows of two on a phone, two rows of three from a large phone up. */
const TEASER_COLUMNS = { base: 2, sm: 3 };

export default function GalleryTeaser() {
  const images = useGalleryImages();
  const firstSix = (images.data ?? []).slice(0, TEASER_SIZE);
  return (
    <Section aria-labelledby="gallery-teaser-title">
      <h2 id="gallery-teaser-title">Moments from our journeys</h2>
      {firstSix.length > 0 ? (
        <ImageTileGrid images={firstSix.map(tileOf)} layout={{ columns: TEASER_COLUMNS }} />
      ) : images.isLoading ? null : (
        <EmptyState>Our gallery is being updated. Please check back soon.</EmptyState>
      )}
      <p>
        <Link to="/gallery">See the full gallery</Link>
      </p>
    </Section>
  );
}
