import type { PictureDetails } from '@safa/contract';
import type { Settings } from 'react-slick';
import styled from 'styled-components';
import { Carousel } from '../carousel/Carousel';
import { Picture } from '../Picture';

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
  /** The carousel holds the page's largest picture: its first is fetched first. */
  priority?: boolean;
}

/** Slides are at most 40rem wide, and the whole width of a phone. */
export const SLIDE_SIZES = '(min-width: 40rem) 40rem, 100vw';

/** A carousel of pictures (previous experiences, a package's photos). */
export function PictureCarousel({ label, pictures, settings, priority = false }: PictureCarouselProps) {
  return (
    <Carousel label={label} settings={settings} arrows="sides" maxSlideWidth="40rem">
      {pictures.map((picture, index) => (
        <Slide
          key={picture.src}
          src={picture.src}
          details={picture.details}
          alt={`${picture.alt} (${index + 1} of ${pictures.length})`}
          sizes={SLIDE_SIZES}
          fallbackSize={{ width: 640, height: 480 }}
          priority={priority && index === 0}
        />
      ))}
    </Carousel>
  );
}
