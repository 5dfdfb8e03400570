import type { GalleryItem } from '@safa/contract';
import { Button, Spinner } from '@safa/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Section, SectionTitle } from '../../common/layout';
import { GalleryUploadZone } from './GalleryUploadZone';
import { SortableGalleryGrid } from './SortableGalleryGrid';
import { type GalleryKind, useDeleteGalleryItem, useGalleryItems, useSaveGalleryOrder } from './useGallery';

const Tabs = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const TABS: Array<{ kind: GalleryKind; label: string }> = [
  { kind: 'image', label: 'Images' },
  { kind: 'video', label: 'Videos' },
];

/**
 * The stored list in the operator's unsaved order: items deleted meanwhile drop out, items
 * uploaded meanwhile join at the end.
 */
function inUnsavedOrder(stored: GalleryItem[], unsaved: GalleryItem[]): GalleryItem[] {
  const storedIds = new Set(stored.map((item) => item.id));
  const kept = unsaved.filter((item) => storedIds.has(item.id));
  const keptIds = new Set(kept.map((item) => item.id));
  return [...kept, ...stored.filter((item) => !keptIds.has(item.id))];
}

export function GallerySection() {
  const [kind, setKind] = useState<GalleryKind>('image');
  const [unsavedOrder, setUnsavedOrder] = useState<GalleryItem[] | null>(null);
  const { data: stored = [], isPending } = useGalleryItems(kind);
  const deleteItem = useDeleteGalleryItem();
  const saveOrder = useSaveGalleryOrder();
  const items = unsavedOrder ? inUnsavedOrder(stored, unsavedOrder) : stored;

  // Switching tab discards the unsaved order (spec §4).
  const switchTo = (next: GalleryKind) => {
    setKind(next);
    setUnsavedOrder(null);
  };
  const save = async () => {
    if (await saveOrder.run(items)) setUnsavedOrder(null);
  };

  return (
    <Section aria-labelledby="gallery-title">
      <SectionTitle id="gallery-title">Gallery Images</SectionTitle>
      <Tabs role="tablist" aria-label="Media type">
        {TABS.map((tab) => (
          <Button
            key={tab.kind}
            type="button"
            role="tab"
            id={`gallery-tab-${tab.kind}`}
            aria-selected={kind === tab.kind}
            aria-controls="gallery-panel"
            $variant={kind === tab.kind ? 'primary' : 'secondary'}
            onClick={() => switchTo(tab.kind)}
          >
            {tab.label}
          </Button>
        ))}
      </Tabs>
      <GalleryUploadZone />
      <div role="tabpanel" id="gallery-panel" aria-labelledby={`gallery-tab-${kind}`}>
        {unsavedOrder ? (
          <Button
            type="button"
            onClick={save}
            disabled={saveOrder.isPending}
            style={{ marginBottom: '0.75rem' }}
          >
            Save Order
          </Button>
        ) : null}
        {isPending ? (
          <Spinner aria-label="Loading media" />
        ) : items.length === 0 ? (
          <p>No {kind === 'image' ? 'images' : 'videos'} yet.</p>
        ) : (
          <SortableGalleryGrid
            kind={kind}
            items={items}
            deletingIds={deleteItem.pendingVariables}
            onReorder={setUnsavedOrder}
            onDelete={deleteItem.run}
          />
        )}
      </div>
    </Section>
  );
}
