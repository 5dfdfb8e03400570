import {
  categoryLabel,
  MESSAGE_CATEGORIES,
  MESSAGE_STATUSES,
  type Message,
  objectIdSchema,
  sinceQuery,
} from '@safa/contract';
import { Button, DataTable, type DataTableColumn, formatDate, Pagination, Select } from '@safa/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { FilterNote, sinceText, useListFilters } from '../../common/ListFilters';
import { CellActions, Section, SectionTitle, Toolbar, Unbroken } from '../../common/layout';
import { SearchBox } from '../../common/SearchBox';
import { MessageDetails } from './MessageDetails';
import { useMarkResponded, useMessagePage } from './useMessages';
import { WhatsAppReply } from './WhatsAppReply';

type StatusFilter = 'all' | Message['status'];

/** The name, and under it what marks a reply on WhatsApp. */
const NameCell = styled.div`
  display: grid;
  gap: 0.25rem;
`;

const isCategory = (value: string): value is Message['category'] =>
  MESSAGE_CATEGORIES.some((category) => category === value);

const isStatus = (value: string | undefined): value is Message['status'] =>
  MESSAGE_STATUSES.some((status) => status === value);

export function MessagesSection() {
  const markResponded = useMarkResponded();
  const filters = useListFilters<'status' | 'category' | 'package' | 'since'>();
  const requestedStatus = filters.get('status');
  const status: StatusFilter = isStatus(requestedStatus) ? requestedStatus : 'all';
  const requestedCategory = filters.get('category');
  const category = requestedCategory && isCategory(requestedCategory) ? requestedCategory : undefined;
  // A value the BFF would refuse (an address typed or cut short by hand) is no filter.
  const requestedPackage = filters.get('package');
  const packageId = objectIdSchema.safeParse(requestedPackage).success ? requestedPackage : undefined;
  const requestedSince = filters.get('since');
  const since = sinceQuery.safeParse(requestedSince).success ? requestedSince : undefined;
  const { items, page, totalPages, setPage, searchText, setSearchText } = useMessagePage({
    status: status === 'all' ? undefined : status,
    category,
    packageId,
    since,
  });
  const [viewed, setViewed] = useState<Message | null>(null);
  const packageTitle = items.find((message) => message.packageId === packageId)?.packageTitle;

  const columns: DataTableColumn<Message>[] = [
    {
      header: 'Name',
      cell: (message) => (
        <NameCell>
          {message.name}
          <WhatsAppReply message={message} />
        </NameCell>
      ),
    },
    { header: 'Email', cell: (message) => message.email },
    { header: 'Category', cell: (message) => categoryLabel(message.category) },
    { header: 'Date', cell: (message) => formatDate(message.createdAt) },
    // 'Unresponded' whole: beside a long e-mail address the column was squeezed to 'Unrespond-ed'.
    { header: 'Status', cell: (message) => <Unbroken>{message.status}</Unbroken> },
    {
      header: 'Actions',
      cell: (message) => (
        <CellActions>
          <Button type="button" $variant="secondary" onClick={() => setViewed(message)}>
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
        <SearchBox label="Search by name or email" value={searchText} onChange={setSearchText} />
        <Select
          aria-label="Status"
          value={status}
          onChange={(event) =>
            filters.set('status', event.target.value === 'all' ? undefined : event.target.value)
          }
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
          ...(category ? [`${categoryLabel(category)} enquiries`] : []),
          ...(packageId ? [`enquiries about ${packageTitle ?? 'one package'}`] : []),
          ...sinceText(since),
        ]}
        onClear={filters.clear}
      />
      <DataTable
        caption="Contact messages"
        columns={columns}
        rows={items}
        rowKey={(message) => message.id}
        emptyText="No messages found"
      />
      <Pagination label="Message pages" page={page} totalPages={totalPages} onPageChange={setPage} />
      <MessageDetails
        message={items.find((message) => message.id === viewed?.id) ?? viewed}
        onClose={() => setViewed(null)}
        onReplied={(message) => {
          if (message.status === 'Unresponded') markResponded.run(message.id);
        }}
      />
    </Section>
  );
}
