import type { Contact, ContactInput } from '@safa/contract';
import { deleteByIdOr404 } from '../../db/by-id';
import { searchFilter } from '../../db/list-query';
import { toEntity } from '../../db/to-entity';
import { ContactModel } from './contact.model';

/** Every contact entry, oldest first, or those whose title or category holds the search: few, never paginated. */
export async function listContacts({ search }: { search?: string | undefined }): Promise<Contact[]> {
  const documents = await ContactModel.find(searchFilter(search, ['title', 'category']))
    .sort({ createdAt: 1, _id: 1 })
    .lean();
  return documents.map(toEntity);
}

export async function addContact(input: ContactInput): Promise<Contact> {
  const document = await ContactModel.create(input);
  return toEntity(document.toObject());
}

export async function deleteContact(id: string): Promise<void> {
  await deleteByIdOr404(ContactModel, id, 'Contact');
}
