import type { PictureDetails } from '@safa/contract';
import type { Settings } from 'react-slick';
import styled from 'styled-components';
import { Carousel } from '../carousel/Carousel';
import { slideSizes } from '../carousel/slide-sizes';
import { Picture } from '../Picture';
import type { Piece } from '../picture-sizes';

const Slide = styled(Picture)`
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;

export interface CarouselPicture {
  src: string;
  alt: string;
  details: PictureDetails | undefined;
}

interface PictureCarouselProps {
  label: string;
  pictures: CarouselPicture[];
  settings: Settings;
  /** The width the page gives the carousel (see picture-sizes). */
  container: Piece[];
  /** The carousel holds the page's largest picture: its first is fetched first. */
  priority?: boolean;
}

/**
 * A slide's picture is fetched when the slide comes into view, not with the page: react-slick keeps
 * every slide in its track, where the browser's own lazy loading sees them all as near.
 */
export const LAZY_SLIDES: Settings = { lazyLoad: 'ondemand' };

/** A slide is at most 40rem wide. */
const MAX_SLIDE_WIDTH = 640;

/** The `sizes` of the pictures of a carousel of `slideCount` pictures in `container`. */
export const pictureSlideSizes = (container: Piece[], settings: Settings, slideCount: number) =>
  slideSizes(container, { settings, slideCount, maxSlideWidth: MAX_SLIDE_WIDTH, arrows: 'sides' });

/** A carousel of pictures (previous experiences, a package's photos). */
export function PictureCarousel({
  label,
  pictures,
  settings,
  container,
  priority = false,
}: PictureCarouselProps) {
  const sizes = pictureSlideSizes(container, settings, pictures.length);
  return (
    <Carousel
      label={label}
      settings={{ ...settings, ...LAZY_SLIDES }}
      arrows="sides"
      maxSlideWidth={MAX_SLIDE_WIDTH}
    >
      {pictures.map((picture, index) => (
        <Slide
          key={picture.src}
          src={picture.src}
          details={picture.details}
          alt={`${picture.alt} (${index + 1} of ${pictures.length})`}
          sizes={sizes}
          fallbackSize={{ width: 640, height: 480 }}
          priority={priority && index === 0}
        />
      ))}
    </Carousel>
  );
}
