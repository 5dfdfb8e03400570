import { type Subscriber, sinceQuery } from '@safa/contract';
import { DataTable, type DataTableColumn, formatDate, Pagination } from '@safa/shared-ui';
import { deleteColumn } from '../../common/deleteColumn';
import { FilterNote, sinceText, useListFilters } from '../../common/ListFilters';
import { Section, SectionTitle, Toolbar } from '../../common/layout';
import { SearchBox } from '../../common/SearchBox';
import { DownloadCsvButton } from './DownloadCsvButton';
import { useDeleteSubscriber, useSubscriberPage } from './useSubscribers';

export function NewsletterSection() {
  const deleteSubscriber = useDeleteSubscriber();
  const filters = useListFilters<'since'>();
  const requestedSince = filters.get('since');
  // A day the BFF would refuse (an address typed or cut short by hand) is no filter.
  const since = sinceQuery.safeParse(requestedSince).success ? requestedSince : undefined;
  const { items, page, totalPages, setPage, offset, searchText, setSearchText } = useSubscriberPage({
    since,
  });

  const columns: DataTableColumn<Subscriber>[] = [
    { header: 'ID', cell: (_subscriber, index) => offset + index + 1 },
    { header: 'Email', cell: (subscriber) => subscriber.email },
    { header: 'Date Added', cell: (subscriber) => formatDate(subscriber.createdAt, true) },
    deleteColumn(deleteSubscriber),
  ];

  return (
    <Section aria-labelledby="newsletter-title">
      <SectionTitle id="newsletter-title">Newsletter Subscriptions</SectionTitle>
      <Toolbar>
        <SearchBox label="Search emails" value={searchText} onChange={setSearchText} />
        <DownloadCsvButton />
      </Toolbar>
      <FilterNote parts={sinceText(since).map((text) => `subscribers ${text}`)} onClear={filters.clear} />
      <DataTable
        caption="Newsletter subscribers"
        columns={columns}
        rows={items}
        rowKey={(subscriber) => subscriber.id}
        emptyText="No emails found"
      />
      <Pagination label="Subscriber pages" page={page} totalPages={totalPages} onPageChange={setPage} />
    </Section>
  );
}
