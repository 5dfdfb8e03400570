import type { Contact } from '@safa/contract';
import { DataTable, type DataTableColumn, formatDate } from '@safa/shared-ui';
import { deleteColumn } from '../../common/deleteColumn';
import { Section, SectionTitle } from '../../common/layout';
import { SearchBox } from '../../common/SearchBox';
import { useSearchText } from '../../common/useSearchText';
import { AddContactForm } from './AddContactForm';
import { useContacts, useDeleteContact } from './useContacts';

/** Contact details shown in the site's footer and contact page; searched by the BFF, not paginated (spec §7). */
export function ContactsSection() {
  const search = useSearchText();
  const { data: contacts = [] } = useContacts(search.sent);
  const deleteContact = useDeleteContact();

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
      <SearchBox label="Search contacts" value={search.text} onChange={search.setText} />
      <DataTable
        caption="Contacts"
        columns={columns}
        rows={contacts}
        rowKey={(contact) => contact.id}
        emptyText="No contacts found"
      />
    </Section>
  );
}
