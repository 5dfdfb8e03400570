import { FieldLabel, Select } from '@safa/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { usePackages } from '../../api/queries';
import { EmptyState } from '../../components/EmptyState';
import { columnSteps } from '../../components/ImageTileGrid';
import { ColumnGrid, Section } from '../../components/layout-styles';
import { PageHero } from '../../components/PageHero';
import { PageLoader } from '../../components/PageLoader';
import { PageNav } from '../../components/PageNav';
import { PackageCard } from '../../components/package/PackageCard';
import { gridColumn, PAGE_COLUMN, sizesOf } from '../../components/picture-sizes';
import { useIsLive } from '../../components/useBrowserValue';
import { isOtherPackage } from '../../site/packages';
import { pageCountOf, pageOf } from '../../site/paging';

/** §9: 3, 6 or 9 per page; 6 by default. */
export const PAGE_SIZE_OPTIONS = [3, 6, 9] as const;
export const DEFAULT_PAGE_SIZE = 6;

/** Three columns (one on a phone): every page size fills whole rows. */
const CARD_COLUMNS = { base: 1, md: 3 };
/** The cards' gap, px (ColumnGrid's). */
const CARD_GAP = 24;
const CARD_PICTURE_SIZES = sizesOf(gridColumn(PAGE_COLUMN, columnSteps(CARD_COLUMNS), CARD_GAP));

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.5rem;
  && h2 { margin: 0; }
  label { flex-direction: row; }
  select { width: auto; }
`;

export default function OtherPackagesPage() {
  const packages = usePackages();
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);
  // A choice made in the server's markup before hydration would show but do nothing.
  const live = useIsLive();
  const items = (packages.data ?? []).filter(isOtherPackage);
  const pageCount = pageCountOf(items.length, pageSize);
  const shown = pageOf(items, Math.min(page, pageCount), pageSize);

  return (
    <>
      <PageLoader queries={[packages]} />
      <PageHero title="Vacation Packages" />
      <Section aria-label="Vacation packages">
        <Toolbar>
          <h2>Holidays priced in naira</h2>
          <FieldLabel>
            <span>Rows per page</span>
            <Select
              disabled={!live}
              value={pageSize}
              onChange={(event) => {
                setPageSize(Number(event.target.value));
                setPage(1);
              }}
            >
              {PAGE_SIZE_OPTIONS.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </Select>
          </FieldLabel>
        </Toolbar>
        {shown.length > 0 ? (
          <ColumnGrid $columns={CARD_COLUMNS}>
            {shown.map((item) => (
              <li key={item.id}>
                <PackageCard item={item} pictureSizes={CARD_PICTURE_SIZES} />
              </li>
            ))}
          </ColumnGrid>
        ) : packages.isLoading ? null : (
          <EmptyState>New vacation packages are coming soon.</EmptyState>
        )}
        <PageNav page={page} pageCount={pageCount} onPageChange={setPage} label="Package pages" />
      </Section>
    </>
  );
}
