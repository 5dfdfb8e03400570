import { Link } from 'react-router-dom';
import type { Settings } from 'react-slick';
import { usePackages } from '../../api/queries';
import { Carousel } from '../../components/carousel/Carousel';
import { slideSizes } from '../../components/carousel/slide-sizes';
import { EmptyState } from '../../components/EmptyState';
import { Section } from '../../components/layout-styles';
import { PackageCard } from '../../components/package/PackageCard';
import { LAZY_SLIDES } from '../../components/package/PictureCarousel';
import { PAGE_COLUMN } from '../../components/picture-sizes';
import { carouselPackages } from './carousel-packages';

/**
 * §2: 1 slide under 640 px, 2 from 640 px, 3 from 1024 px. react-slick's breakpoints are max-widths
 * (inclusive), hence 639 and 1023.
 */
const packageCarouselSettings: Settings = {
  slidesToShow: 3,
  slidesToScroll: 1,
  infinite: true,
  autoplay: true,
  autoplaySpeed: 5000,
  swipe: false,
  draggable: false,
  touchMove: false,
  ...LAZY_SLIDES,
  responsive: [
    { breakpoint: 1023, settings: { slidesToShow: 2 } },
    { breakpoint: 639, settings: { slidesToShow: 1 } },
  ],
};

/** A card is at most 28rem wide. */
const MAX_CARD_WIDTH = 448;

export default function PackageCarousel() {
  const packages = usePackages();
  const items = carouselPackages(packages.data ?? []);
  const pictureSizes = slideSizes(PAGE_COLUMN, {
    settings: packageCarouselSettings,
    slideCount: items.length,
    maxSlideWidth: MAX_CARD_WIDTH,
    arrows: 'sides',
  });
  return (
    <Section $tone="soft" aria-labelledby="packages-title">
      <h2 id="packages-title">Our vacation packages</h2>
      {items.length > 0 ? (
        <Carousel
          label="Vacation packages"
          settings={packageCarouselSettings}
          arrows="sides"
          reservedHeight="30rem"
          maxSlideWidth={MAX_CARD_WIDTH}
        >
          {items.map((item) => (
            <PackageCard key={item.id} item={item} pictureSizes={pictureSizes} />
          ))}
        </Carousel>
      ) : packages.isLoading ? null : (
        <EmptyState>New vacation packages are coming soon.</EmptyState>
      )}
      <p>
        <Link to="/otherpackages">View all vacation packages</Link>
      </p>
    </Section>
  );
}
