import { categoryLabel, MESSAGE_CATEGORIES, MESSAGE_STATUSES, type Message } from '@safa/contract';
import { Button, DataTable, type DataTableColumn, formatDate, Pagination, Select } from '@safa/shared-ui';
import { useState } from 'react';
import { createdSince, FilterNote, sinceText, useListFilters } from '../../common/ListFilters';
import { CellActions, Section, SectionTitle, Toolbar } from '../../common/layout';
import { matchesQuery, useSearchablePages } from '../../common/list-view';
import { SearchBox } from '../../common/SearchBox';
import { MessageDetails } from './MessageDetails';
import { useMarkResponded, useMessages } from './useMessages';

type StatusFilter = 'all' | Message['status'];

const isCategory = (value: string): value is Message['category'] =>
  MESSAGE_CATEGORIES.some((category) => category === value);

const isStatus = (value: string | undefined): value is Message['status'] =>
  MESSAGE_STATUSES.some((status) => status === value);

export function MessagesSection() {
  const { data: messages = [] } = useMessages();
  const markResponded = useMarkResponded();
  const filters = useListFilters<'status' | 'category' | 'package' | 'since'>();
  const requestedStatus = filters.get('status');
  const status: StatusFilter = isStatus(requestedStatus) ? requestedStatus : 'all';
  const category = filters.get('category');
  const packageId = filters.get('package');
  const since = filters.get('since');
  const [viewedId, setViewedId] = useState<string | null>(null);
  const shown = messages
    .filter((message) => status === 'all' || message.status === status)
    .filter((message) => !category || message.category === category)
    .filter((message) => !packageId || message.packageId === packageId)
    .filter(createdSince(since));
  const packageTitle = messages.find((message) => message.packageId === packageId)?.packageTitle;
  const { query, setQuery, pageItems, page, totalPages, setPage } = useSearchablePages(
    shown,
    (message, text) => matchesQuery(text, message.name, message.email),
  );
  const viewed = messages.find((message) => message.id === viewedId) ?? null;

  const columns: DataTableColumn<Message>[] = [
    { header: 'Name', cell: (message) => message.name },
    { header: 'Email', cell: (message) => message.email },
    { header: 'Category', cell: (message) => categoryLabel(message.category) },
    { header: 'Date', cell: (message) => formatDate(message.createdAt) },
    { header: 'Status', cell: (message) => message.status },
    {
      header: 'Actions',
      cell: (message) => (
        <CellActions>
          <Button type="button" $variant="secondary" onClick={() => setViewedId(message.id)}>
            View
          </Button>
          {message.status === 'Unresponded' ? (
            <Button
              type="button"
              disabled={markResponded.pendingVariables.includes(message.id)}
              onClick={() => markResponded.run(message.id)}
            >
              Responded
            </Button>
          ) : null}
        </CellActions>
      ),
    },
  ];

  return (
    <Section aria-labelledby="messages-title">
      <SectionTitle id="messages-title">Contact Messages</SectionTitle>
      <Toolbar>
        <SearchBox label="Search by name or email" value={query} onChange={setQuery} />
        <Select
          aria-label="Status"
          value={status}
          onChange={(event) => {
            filters.set('status', event.target.value === 'all' ? undefined : event.target.value);
            setPage(1);
          }}
        >
          <option value="all">All Status</option>
          {MESSAGE_STATUSES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      </Toolbar>
      <FilterNote
        parts={[
          ...(category && isCategory(category) ? [`${categoryLabel(category)} enquiries`] : []),
          ...(packageId ? [`enquiries about ${packageTitle ?? 'one package'}`] : []),
          ...sinceText(since),
        ]}
        onClear={filters.clear}
      />
      <DataTable
        caption="Contact messages"
        columns={columns}
        rows={pageItems}
        rowKey={(message) => message.id}
        emptyText="No messages found"
      />
      <Pagination label="Message pages" page={page} totalPages={totalPages} onPageChange={setPage} />
      <MessageDetails
        message={viewed}
        onClose={() => setViewedId(null)}
        onReplied={(message) => {
          if (message.status === 'Unresponded') markResponded.run(message.id);
        }}
      />
    </Section>
  );
}
