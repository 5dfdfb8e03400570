import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import type { GalleryItem } from '@safa/contract';
import { media } from '@safa/shared-ui';
import styled from 'styled-components';
import { GalleryTile } from './GalleryTile';
import type { GalleryKind } from './useGallery';

// Images: 2, 3 or 4 columns; videos: 1, 2 or 3 (spec §2).
const Grid = styled.ul<{ $kind: GalleryKind }>`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(${({ $kind }) => ($kind === 'image' ? 2 : 1)}, minmax(0, 1fr));
  ${media.up('sm')} { grid-template-columns: repeat(${({ $kind }) => ($kind === 'image' ? 3 : 2)}, minmax(0, 1fr)); }
  ${media.up('lg')} { grid-template-columns: repeat(${({ $kind }) => ($kind === 'image' ? 4 : 3)}, minmax(0, 1fr)); }
`;

/** After a move, items are renumbered from 1 in their new order (spec §4). */
export function moveItem(items: GalleryItem[], activeId: string, overId: string): GalleryItem[] {
  const from = items.findIndex((item) => item.id === activeId);
  const to = items.findIndex((item) => item.id === overId);
  return arrayMove(items, from, to).map((item, index) => ({ ...item, order: index + 1 }));
}

/** What a screen reader hears while a tile moves: positions, not database ids. */
function announcementsFor(items: GalleryItem[]): Announcements {
  const position = (id: string | number) => items.findIndex((item) => item.id === id) + 1;
  return {
    onDragStart: ({ active }) =>
      `Picked up item ${position(active.id)}. Arrow keys move it, Space drops it, Escape cancels.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Item ${position(active.id)} is over position ${position(over.id)}.`
        : `Item ${position(active.id)} is not over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Item ${position(active.id)} was dropped at position ${position(over.id)}.`
        : `Item ${position(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Moving item ${position(active.id)} was cancelled.`,
  };
}

interface SortableGalleryGridProps {
  kind: GalleryKind;
  items: GalleryItem[];
  deletingIds: string[];
  onReorder: (items: GalleryItem[]) => void;
  onDelete: (id: string) => void;
}

export function SortableGalleryGrid({
  kind,
  items,
  deletingIds,
  onReorder,
  onDelete,
}: SortableGalleryGridProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onReorder(moveItem(items, String(active.id), String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{ announcements: announcementsFor(items) }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={rectSortingStrategy}>
        <Grid $kind={kind} aria-label={kind === 'image' ? 'Images' : 'Videos'}>
          {items.map((item, index) => (
            <GalleryTile
              key={item.id}
              item={item}
              position={index + 1}
              deleting={deletingIds.includes(item.id)}
              onDelete={() => onDelete(item.id)}
            />
          ))}
        </Grid>
      </SortableContext>
    </DndContext>
  );
}
