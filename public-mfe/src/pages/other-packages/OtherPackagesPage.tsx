import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePackages } from '../../api/queries';
import { EmptyState } from '../../components/EmptyState';
import { columnSteps } from '../../components/ImageTileGrid';
import { ColumnGrid, Section } from '../../components/layout-styles';
import { PageHero } from '../../components/PageHero';
import { PageLoader } from '../../components/PageLoader';
import { PageNav } from '../../components/PageNav';
import { PageSizeChoice } from '../../components/PageSizeChoice';
import { PackageCard } from '../../components/package/PackageCard';
import { gridColumn, PAGE_COLUMN, sizesOf } from '../../components/picture-sizes';
import { listAddress } from '../../site/list-address';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, vacationPageOf } from './vacation-list';

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

/** The address's parameters as the list first shows: they are left out of it. */
const DEFAULTS = { rows: DEFAULT_PAGE_SIZE, page: 1 };

/** The packages a page at a time, the page and its size in the address (`?rows=9&page=2`). */
export default function OtherPackagesPage() {
  const packages = usePackages();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pageSize, pageCount, page, shown } = vacationPageOf(packages.data ?? [], params);
  const addressOf = (changes: { rows?: number; page?: number }) => listAddress(params, changes, DEFAULTS);

  return (
    <>
      <PageLoader queries={[packages]} />
      <PageHero title="Vacation Packages" />
      <Section aria-label="Vacation packages">
        <Toolbar>
          <h2>Holidays priced in naira</h2>
          <PageSizeChoice
            label="Rows per page"
            options={PAGE_SIZE_OPTIONS}
            value={pageSize}
            onChange={(rows) => navigate(addressOf({ rows, page: undefined }))}
            addressOf={(rows) => addressOf({ rows, page: undefined })}
          />
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
        <PageNav
          page={page}
          pageCount={pageCount}
          onPageChange={(next) => navigate(addressOf({ page: next }))}
          addressOf={(next) => addressOf({ page: next })}
          label="Package pages"
        />
      </Section>
    </>
  );
}
