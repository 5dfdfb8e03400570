import type { Package } from '@safa/contract';
import { Button, Modal } from '@safa/shared-ui';
import styled from 'styled-components';
import { pictureAtWidth } from '../../common/picture-width';

const Images = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.5rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: ${({ theme }) => theme.radii.md}; }
`;

export type PackageView = { kind: 'images' | 'inclusions'; item: Package };

interface PackageViewerProps {
  view: PackageView | null;
  onClose: () => void;
}

/** The image viewer (Img and Category columns) and the inclusions list (Incl. column). */
export function PackageViewer({ view, onClose }: PackageViewerProps) {
  const title = view ? `${view.item.title}: ${view.kind === 'images' ? 'images' : 'inclusions'}` : '';
  return (
    <Modal title={title} open={view !== null} onOpenChange={(open) => !open && onClose()} width="44rem">
      {view?.kind === 'images' ? (
        <Images>
          {view.item.images.map((image, index) => (
            <li key={image}>
              <a href={image} target="_blank" rel="noopener noreferrer">
                <img
                  src={pictureAtWidth(image, 960)}
                  alt={`${view.item.title} (${index + 1} of ${view.item.images.length})`}
                />
              </a>
            </li>
          ))}
        </Images>
      ) : null}
      {view?.kind === 'inclusions' ? (
        view.item.inclusions.length > 0 ? (
          <ul>
            {view.item.inclusions.map((inclusion) => (
              <li key={inclusion}>{inclusion}</li>
            ))}
          </ul>
        ) : (
          <p>No inclusions listed</p>
        )
      ) : null}
      <Button type="button" $block onClick={onClose}>
        Close
      </Button>
    </Modal>
  );
}
