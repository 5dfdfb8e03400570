import styled from 'styled-components';

export type GalleryTab = 'images' | 'videos';

const TAB_LABELS: Record<GalleryTab, string> = { images: 'Images', videos: 'Videos' };

const List = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const Tab = styled.button`
  min-height: 44px;
  padding: 0 1.25rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  cursor: pointer;
  &[aria-selected='true'] { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.onPrimary}; }
`;

interface GalleryTabsProps {
  active: GalleryTab;
  onChange: (tab: GalleryTab) => void;
  panelId: string;
}

export function GalleryTabs({ active, onChange, panelId }: GalleryTabsProps) {
  return (
    <List role="tablist" aria-label="Gallery media">
      {(Object.keys(TAB_LABELS) as GalleryTab[]).map((tab) => (
        <Tab
          key={tab}
          id={`gallery-tab-${tab}`}
          type="button"
          role="tab"
          aria-selected={tab === active}
          aria-controls={panelId}
          onClick={() => onChange(tab)}
        >
          {TAB_LABELS[tab]}
        </Tab>
      ))}
    </List>
  );
}
