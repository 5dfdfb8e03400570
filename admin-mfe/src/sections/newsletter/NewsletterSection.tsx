import type { Subscriber } from '@safa/contract';
import { DataTable, type DataTableColumn, formatDate, Pagination } from '@safa/shared-ui';
import { deleteColumn } from '../../common/deleteColumn';
import { createdSince, FilterNote, sinceText, useListFilters } from '../../common/ListFilters';
import { Section, SectionTitle, Toolbar } from '../../common/layout';
import { matchesQuery, useSearchablePages } from '../../common/list-view';
import { SearchBox } from '../../common/SearchBox';
import { DownloadCsvButton } from './DownloadCsvButton';
import { useDeleteSubscriber, useSubscribers } from './useSubscribers';

export function NewsletterSection() {
  const { data: subscribers = [] } = useSubscribers();
  const deleteSubscriber = useDeleteSubscriber();
  const filters = useListFilters<'since'>();
  const since = filters.get('since');
  const { query, setQuery, pageItems, page, totalPages, setPage, offset } = useSearchablePages(
    subscribers.filter(createdSince(since)),
    (subscriber, text) => matchesQuery(text, subscriber.email),
  );

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
        <SearchBox label="Search emails" value={query} onChange={setQuery} />
        <DownloadCsvButton subscribers={subscribers} />
      </Toolbar>
      <FilterNote parts={sinceText(since).map((text) => `subscribers ${text}`)} onClear={filters.clear} />
      <DataTable
        caption="Newsletter subscribers"
        columns={columns}
        rows={pageItems}
        rowKey={(subscriber) => subscriber.id}
        emptyText="No emails found"
      />
      <Pagination label="Subscriber pages" page={page} totalPages={totalPages} onPageChange={setPage} />
    </Section>
  );
}
