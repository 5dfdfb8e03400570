import type { PictureDetails } from '@safa/contract';
import styled from 'styled-components';
import { Picture } from '../Picture';

const Frame = styled.div`
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.primaryLight};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

interface PackagePictureProps {
  src: string | undefined;
  details: PictureDetails | undefined;
  alt: string;
  /** How wide the card is drawn (the list it is in decides, see picture-sizes). */
  sizes: string;
  /** Only for the first large picture of a page. */
  priority?: boolean;
}

/** A 4:3 picture slot, reserved before the picture arrives; lazy unless it is the page's first. */
export function PackagePicture({ src, details, alt, sizes, priority = false }: PackagePictureProps) {
  return (
    <Frame>
      {src ? (
        <Picture
          src={src}
          details={details}
          alt={alt}
          sizes={sizes}
          fallbackSize={{ width: 400, height: 300 }}
          priority={priority}
        />
      ) : null}
    </Frame>
  );
}
