import type { LightboxImage } from '@safa/shared-ui';
import type { GalleryItem } from '@safa/shared-ui/contract';
import styled from 'styled-components';
import { AutoGrid } from './layout-styles';

const Tile = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.primaryLight};
  cursor: zoom-in;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

interface ImageTileGridProps {
  images: Pick<GalleryItem, 'id' | 'name' | 'url'>[];
  onOpen: (image: LightboxImage) => void;
}

/** Gallery pictures as buttons that open the full-size overlay. */
export function ImageTileGrid({ images, onOpen }: ImageTileGridProps) {
  return (
    <AutoGrid $min="14rem" $gap="0.75rem">
      {images.map((image) => (
        <li key={image.id}>
          <Tile type="button" onClick={() => onOpen({ src: image.url, alt: image.name })}>
            <img src={image.url} alt={image.name} width={320} height={240} loading="lazy" decoding="async" />
            <span className="visually-hidden"> (open full size)</span>
          </Tile>
        </li>
      ))}
    </AutoGrid>
  );
}
