import { call } from '@safa/api-client';
import type { ContactInput } from '@safa/contract';
import { deleteConfirm, errorAlert, successAlert } from '../../common/feedback';
import { useAdminMutation } from '../../common/useAdminMutation';
import { useAdminQuery } from '../../common/useAdminQuery';

const contactsKey = ['contacts'];

/** A failed load is silent (spec §8): the table just shows no contacts. */
export const useContacts = () =>
  useAdminQuery({ queryKey: contactsKey, queryFn: (signal) => call('listContacts', { signal }) });

export const useAddContact = () =>
  useAdminMutation({
    mutationKey: ['contacts', 'add'],
    mutationFn: (contact: ContactInput) => call('addContact', { body: contact }),
    invalidates: [contactsKey],
    success: successAlert('Contact added'),
    failure: errorAlert('Failed to add contact'),
  });

export const useDeleteContact = () =>
  useAdminMutation({
    mutationKey: ['contacts', 'delete'],
    mutationFn: (id: string) => call('deleteContact', { id }),
    invalidates: [contactsKey],
    confirm: deleteConfirm('Are you sure?', "You won't be able to undo this!"),
    success: successAlert('Deleted!', 'Contact has been removed'),
    failure: errorAlert('Failed to delete contact'),
  });
