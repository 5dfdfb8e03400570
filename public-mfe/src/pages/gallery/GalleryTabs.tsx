import { useIsLive } from '@safa/shared-ui';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type GalleryTab = 'images' | 'videos';

const TAB_LABELS: Record<GalleryTab, string> = { images: 'Images', videos: 'Videos' };

const List = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const tabStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 1.25rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  cursor: pointer;
  text-decoration: none;
  &[aria-selected='true'], &[aria-current='page'] { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.onPrimary}; }
`;

const Tab = styled.button`${tabStyle}`;
const TabLink = styled(Link)`${tabStyle}`;

interface GalleryTabsProps {
  active: GalleryTab;
  onChange: (tab: GalleryTab) => void;
  /** The address of the gallery on a tab, for the links of a page whose app has not started (yet). */
  addressOf: (tab: GalleryTab) => string;
  panelId: string;
}

/** Images and Videos: tabs once the app runs; before it (and without scripts), links to each. */
export function GalleryTabs({ active, onChange, addressOf, panelId }: GalleryTabsProps) {
  const live = useIsLive();
  if (!live) {
    return (
      <List as="nav" aria-label="Gallery media">
        {(Object.keys(TAB_LABELS) as GalleryTab[]).map((tab) => (
          <TabLink key={tab} to={addressOf(tab)} aria-current={tab === active ? 'page' : undefined}>
            {TAB_LABELS[tab]}
          </TabLink>
        ))}
      </List>
    );
  }
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
