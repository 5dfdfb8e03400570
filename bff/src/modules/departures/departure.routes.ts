import { endpoints } from '@safa/contract';
import { route } from '../../http/api-router';
import {
  createDeparture,
  deleteDeparture,
  departureEditSchema,
  listAllDepartures,
  listDepartures,
  newDepartureSchema,
  setDepartureArchived,
  updateDeparture,
} from './departure.service';

export const departureRoutes = [
  route(endpoints.listDepartures, ({ id }) => listDepartures(id)),
  route(endpoints.listAllDepartures, ({ query }) => listAllDepartures(query)),
  route(endpoints.createDeparture, ({ body }) => createDeparture(body), {
    bodySchema: async () => newDepartureSchema(),
  }),
  route(endpoints.updateDeparture, ({ id, body }) => updateDeparture(id, body), {
    bodySchema: (id) => departureEditSchema(id),
  }),
  route(endpoints.deleteDeparture, async ({ id }) => {
    await deleteDeparture(id);
    return { id, message: 'Departure removed.' };
  }),
  route(endpoints.archiveDeparture, ({ id }) => setDepartureArchived(id, true)),
  route(endpoints.restoreDeparture, ({ id }) => setDepartureArchived(id, false)),
];
