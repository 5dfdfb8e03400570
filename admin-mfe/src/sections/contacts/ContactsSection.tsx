import type { Contact } from '@safa/contract';
import { DataTable, type DataTableColumn, formatDate } from '@safa/shared-ui';
import { useState } from 'react';
import { deleteColumn } from '../../common/deleteColumn';
import { Section, SectionTitle } from '../../common/layout';
import { matchesQuery } from '../../common/list-view';
import { SearchBox } from '../../common/SearchBox';
import { AddContactForm } from './AddContactForm';
import { useContacts, useDeleteContact } from './useContacts';

/** Contact details shown in the site's footer and contact page; not paginated (spec §9). */
export function ContactsSection() {
  const { data: contacts = [] } = useContacts();
  const deleteContact = useDeleteContact();
  const [query, setQuery] = useState('');
  const shown = contacts.filter((contact) => matchesQuery(query, contact.title, contact.category));

  const columns: DataTableColumn<Contact>[] = [
    { header: 'Title', cell: (contact) => contact.title },
    { header: 'Category', cell: (contact) => contact.category },
    { header: 'Created At', cell: (contact) => formatDate(contact.createdAt, true) },
    deleteColumn(deleteContact),
  ];

  return (
    <Section aria-labelledby="contacts-title">
      <SectionTitle id="contacts-title">Contact Details</SectionTitle>
      <AddContactForm />
      <SearchBox label="Search contacts" value={query} onChange={setQuery} />
      <DataTable
        caption="Contacts"
        columns={columns}
        rows={shown}
        rowKey={(contact) => contact.id}
        emptyText="No contacts found"
      />
    </Section>
  );
}
