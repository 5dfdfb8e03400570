import type Router from '@koa/router';
import { contactInputSchema, type DeletedResponse } from '@safa/shared-ui/contract';
import { jsonBody } from '../../http/body';
import type { AppState } from '../../http/context';
import { idParam, parseInput } from '../../http/validate';
import { addContact, deleteContact, listContacts } from './contact.service';

export function registerPublicContactRoutes(router: Router<AppState>): void {
  router.get('/messages/getallcontacts', async (ctx) => {
    ctx.body = await listContacts();
  });
}

export function registerAdminContactRoutes(router: Router<AppState>): void {
  router.post('/messages/addcontacts', jsonBody(), async (ctx) => {
    const input = parseInput(contactInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await addContact(input);
  });

  router.delete('/messages/contacts/:id', async (ctx) => {
    const id = idParam(ctx.params);
    await deleteContact(id);
    ctx.body = { id, message: 'Contact removed.' } satisfies DeletedResponse;
  });
}
