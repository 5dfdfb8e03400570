import { FieldLabel, Select } from '@safa/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useGalleryImages, useGalleryVideos } from '../../api/queries';
import { EmptyState } from '../../components/EmptyState';
import { ImageTileGrid, tileOf } from '../../components/ImageTileGrid';
import { ColumnGrid, Section } from '../../components/layout-styles';
import { PageHero } from '../../components/PageHero';
import { PageLoader } from '../../components/PageLoader';
import { PageNav } from '../../components/PageNav';
import { useIsLive } from '../../components/useBrowserValue';
import { pageOf } from '../../site/paging';
import { type GalleryTab, GalleryTabs } from './GalleryTabs';
import { byOrder, IMAGE_COLUMNS } from './gallery-images';
import { ROW_OPTIONS, useGalleryPaging } from './useGalleryPaging';
import { VideoTile } from './VideoTile';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.5rem;
  label { flex-direction: row; }
  select { width: auto; }
`;

const PANEL_ID = 'gallery-panel';

const VIDEO_COLUMNS = { base: 1, md: 3 };

export default function GalleryPage() {
  const images = useGalleryImages();
  const videos = useGalleryVideos();
  const [tab, setTab] = useState<GalleryTab>('images');
  const items = byOrder(tab === 'images' ? images.data : videos.data);
  const paging = useGalleryPaging(items.length);
  // A choice made in the server's markup before hydration would show but do nothing.
  const live = useIsLive();
  const shown = pageOf(items, paging.page, paging.pageSize);

  const changeTab = (next: GalleryTab) => {
    setTab(next);
    paging.backToFirstPage();
  };

  return (
    <>
      <PageLoader queries={[images, videos]} />
      <PageHero title="Gallery" />
      <Section aria-label="Gallery">
        <Toolbar>
          <GalleryTabs active={tab} onChange={changeTab} panelId={PANEL_ID} />
          <FieldLabel>
            <span>Rows per page</span>
            <Select
              disabled={!live}
              value={paging.rows}
              onChange={(event) => paging.setRows(Number(event.target.value))}
            >
              {ROW_OPTIONS.map((rows) => (
                <option key={rows} value={rows}>
                  {rows}
                </option>
              ))}
            </Select>
          </FieldLabel>
        </Toolbar>
        <div id={PANEL_ID} role="tabpanel" aria-labelledby={`gallery-tab-${tab}`}>
          {shown.length === 0 ? (
            <EmptyState>
              {tab === 'images' ? 'No pictures to show yet.' : 'No videos to show yet.'}
            </EmptyState>
          ) : tab === 'images' ? (
            <ImageTileGrid images={shown.map(tileOf)} layout={{ columns: IMAGE_COLUMNS }} leadsPage />
          ) : (
            <ColumnGrid $columns={VIDEO_COLUMNS} $gap="0.75rem">
              {shown.map((video) => (
                <li key={video.id}>
                  <VideoTile video={video} />
                </li>
              ))}
            </ColumnGrid>
          )}
          <PageNav
            page={paging.page}
            pageCount={paging.pageCount}
            onPageChange={paging.goTo}
            label="Gallery pages"
          />
        </div>
      </Section>
    </>
  );
}
