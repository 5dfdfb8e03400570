import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { GalleryItem } from '@safa/contract';
import { GripIcon, Spinner, TrashIcon } from '@safa/shared-ui';
import styled from 'styled-components';
import { pictureAtWidth } from '../../common/picture-width';
import { VideoTileMedia } from './VideoTileMedia';

const Tile = styled.li<{ $dragging: boolean }>`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme, $dragging }) => ($dragging ? theme.shadows.raised : theme.shadows.card)};
  z-index: ${({ $dragging }) => ($dragging ? 2 : 'auto')};
  > a img { width: 100%; aspect-ratio: 1; object-fit: cover; }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem;
  padding: 0.25rem;
  button {
    display: grid;
    place-items: center;
    min-width: 40px;
    min-height: 40px;
    border: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
    cursor: pointer;
  }
`;

// touch-action: none lets a finger drag the handle instead of scrolling the page.
const Handle = styled.button`
  flex: 1;
  cursor: grab !important;
  touch-action: none;
  font-weight: 700;
  && { display: flex; justify-content: center; gap: 0.25rem; }
`;

const DeleteButton = styled.button`
  color: ${({ theme }) => theme.colors.danger};
`;

interface GalleryTileProps {
  item: GalleryItem;
  /** 1-based position, as renumbered after a reorder. */
  position: number;
  deleting: boolean;
  onDelete: () => void;
}

/** One image or video: its media, a handle to drag it (mouse, touch or keyboard) and delete. */
export function GalleryTile({ item, position, deleting, onDelete }: GalleryTileProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  const label = item.name || `${item.type === 'image' ? 'Photo' : 'Video'} ${position}`;
  return (
    <Tile
      ref={setNodeRef}
      $dragging={isDragging}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {item.type === 'image' ? (
        <a href={item.url} target="_blank" rel="noopener noreferrer">
          <img src={pictureAtWidth(item.url, 320)} alt={label} loading="lazy" />
        </a>
      ) : (
        <VideoTileMedia item={item} label={label} />
      )}
      <Bar>
        <Handle
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Move item ${position}`}
        >
          <GripIcon size={16} /> {position}
        </Handle>
        <DeleteButton
          type="button"
          onClick={onDelete}
          disabled={deleting}
          aria-label={`Delete item ${position}`}
        >
          {deleting ? <Spinner $size={18} aria-label="Deleting" /> : <TrashIcon size={18} />}
        </DeleteButton>
      </Bar>
    </Tile>
  );
}
