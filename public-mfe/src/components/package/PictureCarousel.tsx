import type { Settings } from 'react-slick';
import styled from 'styled-components';
import { Carousel } from '../carousel/Carousel';

const Picture = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;

export interface CarouselPicture {
  src: string;
  alt: string;
}

interface PictureCarouselProps {
  label: string;
  pictures: CarouselPicture[];
  settings: Settings;
}

/** A carousel of pictures (previous experiences, a package's photos). */
export function PictureCarousel({ label, pictures, settings }: PictureCarouselProps) {
  return (
    <Carousel label={label} settings={settings} arrows="sides" maxSlideWidth="40rem">
      {pictures.map((picture, index) => (
        <Picture
          key={picture.src}
          src={picture.src}
          alt={`${picture.alt} (${index + 1} of ${pictures.length})`}
          width={640}
          height={480}
          loading="lazy"
          decoding="async"
        />
      ))}
    </Carousel>
  );
}
