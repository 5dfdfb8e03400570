import { endpoints } from '@safa/contract';
import type { Middleware } from 'koa';
import type { DataCipher } from '../../data-cipher';
import { route } from '../../http/api-router';
import { type AppState, operatorOf } from '../../http/context';
import { sendPrivateFile } from '../private-files/send-private-file';
import { sendCsv } from './csv-file';
import { manifestOf, moneyExportOf } from './departure-exports';
import { readinessBoard } from './readiness-board';
import { roomingExport, roomingOf, saveRooming } from './rooming';
import { saveTravelRules, travelRules } from './travel-rules';
import { documentByLink, documentForAdmin } from './traveller-documents';
import type { TravellerFile } from './traveller-file';

/** The pilgrim's file: travellers completed, documents, visas, readiness, rooms, the rules of travel and the exports. */
export const pilgrimRoutes = (
  travellers: TravellerFile,
  { perAddress, cipher }: { perAddress: Middleware<AppState>; cipher: DataCipher },
) => [
  // The customer's calls first: the router tries routes in order, and `by-link` is no id.
  route(endpoints.updateTravellerByLink, ({ query, body }) => travellers.updateByLink(query.token, body), {
    before: [perAddress],
  }),
  route(
    endpoints.uploadDocumentByLink,
    ({ query: { token, ...upload }, ctx }) => travellers.uploadByLink(token, upload, ctx.req),
    { before: [perAddress] },
  ),
  route(endpoints.getDocumentByLink, async ({ id, query, ctx }) =>
    sendPrivateFile(ctx, await documentByLink(query.token, id)),
  ),
  route(endpoints.updateTraveller, ({ id, body, ctx }) => travellers.update(id, body, operatorOf(ctx))),
  route(endpoints.setVisa, ({ id, body, ctx }) => travellers.setVisa(id, body, operatorOf(ctx))),
  route(endpoints.uploadDocument, ({ id, query, ctx }) =>
    travellers.upload(id, query, ctx.req, operatorOf(ctx)),
  ),
  route(endpoints.getDocument, async ({ id, ctx }) => sendPrivateFile(ctx, await documentForAdmin(id))),
  route(endpoints.departureReadiness, ({ id }) => readinessBoard(id, cipher)),
  route(endpoints.getRooming, ({ id }) => roomingOf(id)),
  route(endpoints.saveRooming, ({ id, body }) => saveRooming(id, body)),
  route(endpoints.exportRooming, async ({ id, ctx }) =>
    sendCsv(ctx, await roomingExport(id), 'rooming list', { departure: id }),
  ),
  route(endpoints.departureManifest, async ({ id, ctx }) =>
    sendCsv(ctx, await manifestOf(id, cipher), 'manifest', { departure: id }),
  ),
  route(endpoints.departureMoney, async ({ id, ctx }) =>
    sendCsv(ctx, await moneyExportOf(id), 'money export', { departure: id }),
  ),
  route(endpoints.getTravelRules, () => travelRules()),
  route(endpoints.saveTravelRules, ({ body }) => saveTravelRules(body)),
];
