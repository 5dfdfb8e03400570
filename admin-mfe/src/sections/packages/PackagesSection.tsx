import type { Package } from '@safa/contract';
import { Button, DataTable, type DataTableColumn, formatNaira, Pagination } from '@safa/shared-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ArchiveButton, ArchivedBadge, ShowArchived } from '../../common/archiving';
import { CellActions, LinkButton, Section, SectionTitle, Toolbar, Unbroken } from '../../common/layout';
import { SearchBox } from '../../common/SearchBox';
import { draftStore } from '../../drafts/draft-store';
import { DraftNotice } from './DraftNotice';
import { PackageFormDialog, type PackageFormDialogProps } from './PackageFormDialog';
import { type PackageView, PackageViewer } from './PackageViewers';
import { PACKAGE_DRAFT_KEY, packageDraftSchema, toFormValues } from './package-form';
import { useArchivePackage, useDeletePackage, usePackagePage } from './usePackages';

type OpenForm = Omit<PackageFormDialogProps, 'onClose'>;

const loadDraft = () => draftStore.load(PACKAGE_DRAFT_KEY, packageDraftSchema);

export function PackagesSection() {
  const deletePackage = useDeletePackage();
  const archivePackage = useArchivePackage();
  const [view, setView] = useState<PackageView | null>(null);
  const [form, setForm] = useState<OpenForm | null>(null);
  const [draft, setDraft] = useState(loadDraft);
  const [showArchived, setShowArchived] = useState(false);
  const { items, page, setPage, totalPages, offset, searchText, setSearchText } =
    usePackagePage(showArchived);
  const busy = (id: string) =>
    deletePackage.pendingVariables.some((pending) => pending.id === id) ||
    archivePackage.pendingVariables.some((pending) => pending.id === id);

  const closeForm = () => {
    setForm(null);
    setDraft(loadDraft());
  };

  const columns: DataTableColumn<Package>[] = [
    { header: 'ID', cell: (_item, index) => offset + index + 1 },
    {
      header: 'Title',
      cell: (item) => (
        <>
          {item.title}
          {item.archivedAt ? <ArchivedBadge /> : null}
        </>
      ),
    },
    { header: 'Price', cell: (item) => <Unbroken>{formatNaira(item.price)}</Unbroken> },
    {
      header: 'Img',
      cell: (item) => (
        <LinkButton type="button" onClick={() => setView({ kind: 'images', item })}>
          {item.images.length}
          <span className="visually-hidden"> images of {item.title}</span>
        </LinkButton>
      ),
    },
    {
      header: 'Category',
      cell: (item) => (
        <LinkButton type="button" onClick={() => setView({ kind: 'images', item })}>
          {item.category}
        </LinkButton>
      ),
    },
    {
      header: 'Incl.',
      cell: (item) => (
        <LinkButton type="button" onClick={() => setView({ kind: 'inclusions', item })}>
          {item.inclusions.length}
          <span className="visually-hidden"> inclusions of {item.title}</span>
        </LinkButton>
      ),
    },
    {
      header: 'Actions',
      cell: (item) => (
        <CellActions>
          <Button
            type="button"
            $variant="secondary"
            onClick={() =>
              setForm({ packageId: item.id, initialValues: toFormValues(item), fromDraft: false })
            }
          >
            Edit
          </Button>
          <Button as={Link} to={`${item.id}/departures`} $variant="secondary">
            Departures<span className="visually-hidden"> of {item.title}</span>
          </Button>
          {item.archivedAt || item.everBooked ? (
            <ArchiveButton
              archived={item.archivedAt !== undefined}
              disabled={busy(item.id)}
              onToggle={(archived) => archivePackage.run({ id: item.id, title: item.title, archived })}
            />
          ) : (
            <Button
              type="button"
              $variant="danger"
              disabled={busy(item.id)}
              onClick={() => deletePackage.run({ id: item.id, title: item.title })}
            >
              Del
            </Button>
          )}
        </CellActions>
      ),
    },
  ];

  return (
    <Section aria-labelledby="packages-title">
      <SectionTitle id="packages-title">Packages</SectionTitle>
      {draft && !form ? (
        <DraftNotice
          draft={draft}
          onResume={() =>
            setForm({ packageId: draft.packageId, initialValues: draft.values, fromDraft: true })
          }
          onDiscard={() => {
            draftStore.clear(PACKAGE_DRAFT_KEY);
            setDraft(undefined);
          }}
        />
      ) : null}
      <Toolbar>
        <SearchBox label="Search packages" value={searchText} onChange={setSearchText} />
        <ShowArchived shown={showArchived} onChange={setShowArchived} />
        <Button type="button" onClick={() => setForm({ initialValues: toFormValues(), fromDraft: false })}>
          + New Package
        </Button>
      </Toolbar>
      <DataTable
        caption="Packages"
        columns={columns}
        rows={items}
        rowKey={(item) => item.id}
        emptyText="No packages found"
      />
      <Pagination
        label="Package pages"
        variant="page-only"
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
      />
      <PackageViewer view={view} onClose={() => setView(null)} />
      {form ? <PackageFormDialog {...form} onClose={closeForm} /> : null}
    </Section>
  );
}
