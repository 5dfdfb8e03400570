import { endpoints } from '@safa/contract';
import { route } from '../../http/api-router';
import { addContact, deleteContact, listContacts } from './contact.service';

export const contactRoutes = [
  route(endpoints.listContacts, ({ query }) => listContacts(query)),
  route(endpoints.addContact, ({ body }) => addContact(body)),
  route(endpoints.deleteContact, async ({ id }) => {
    await deleteContact(id);
    return { id, message: 'Contact removed.' };
  }),
];
