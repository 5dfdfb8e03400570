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
  /** Only for the first large picture of a page. */
  priority?: boolean;
}

/** Cards: one a row on a phone, two from 640 px, three from 1024 px (within the 75rem page). */
const CARD_SIZES = '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw';

/** A 4:3 picture slot, reserved before the picture arrives; lazy unless it is the page's first. */
export function PackagePicture({ src, details, alt, priority = false }: PackagePictureProps) {
  return (
    <Frame>
      {src ? (
        <Picture
          src={src}
          details={details}
          alt={alt}
          sizes={CARD_SIZES}
          fallbackSize={{ width: 400, height: 300 }}
          priority={priority}
        />
      ) : null}
    </Frame>
  );
}
