import { endpoints } from '@safa/contract';
import { route } from '../../http/api-router';
import {
  createDeparture,
  deleteDeparture,
  listAllDepartures,
  listDepartures,
  updateDeparture,
} from './departure.service';

export const departureRoutes = [
  route(endpoints.listDepartures, ({ id }) => listDepartures(id)),
  route(endpoints.listAllDepartures, ({ query }) => listAllDepartures(query)),
  route(endpoints.createDeparture, ({ body }) => createDeparture(body)),
  route(endpoints.updateDeparture, ({ id, body }) => updateDeparture(id, body)),
  route(endpoints.deleteDeparture, async ({ id }) => {
    await deleteDeparture(id);
    return { id, message: 'Departure removed.' };
  }),
];
