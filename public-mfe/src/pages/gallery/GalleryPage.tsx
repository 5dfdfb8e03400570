import { useIsLive } from '@safa/shared-ui';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGalleryImages, useGalleryVideos } from '../../api/queries';
import { EmptyState } from '../../components/EmptyState';
import { ImageTileGrid, tileOf } from '../../components/ImageTileGrid';
import { ColumnGrid, Section } from '../../components/layout-styles';
import { PageHero } from '../../components/PageHero';
import { PageLoader } from '../../components/PageLoader';
import { PageNav } from '../../components/PageNav';
import { PageSizeChoice } from '../../components/PageSizeChoice';
import { pageOf } from '../../site/paging';
import { GalleryTabs } from './GalleryTabs';
import { byOrder, IMAGE_COLUMNS } from './gallery-images';
import { galleryTabOf, ROW_OPTIONS, useGalleryPaging } from './useGalleryPaging';
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
  const [params] = useSearchParams();
  const tab = galleryTabOf(params);
  const items = byOrder(tab === 'images' ? images.data : videos.data);
  const paging = useGalleryPaging(items.length);
  const shown = pageOf(items, paging.page, paging.pageSize);
  // The tabs are links until the app runs: their panel is one only once they are tabs.
  const live = useIsLive();

  return (
    <>
      <PageLoader queries={[images, videos]} />
      <PageHero title="Gallery" />
      <Section aria-label="Gallery">
        <Toolbar>
          <GalleryTabs
            active={tab}
            onChange={paging.setTab}
            addressOf={(next) => paging.addressOf({ tab: next, page: undefined })}
            panelId={PANEL_ID}
          />
          <PageSizeChoice
            label="Rows per page"
            options={ROW_OPTIONS}
            value={paging.rows}
            onChange={paging.setRows}
            addressOf={(rows) => paging.addressOf({ rows, page: undefined })}
          />
        </Toolbar>
        <div id={PANEL_ID} {...(live && { role: 'tabpanel', 'aria-labelledby': `gallery-tab-${tab}` })}>
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
            addressOf={(page) => paging.addressOf({ page })}
            label="Gallery pages"
          />
        </div>
      </Section>
    </>
  );
}
