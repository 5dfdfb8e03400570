import { endpoints } from '@safa/contract';
import { route } from '../../http/api-router';
import { buildOpenApiDocument } from './openapi.document';

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

export const openApiRoutes = [
  route(endpoints.openApi, ({ ctx }) => {
    document ??= buildOpenApiDocument();
    ctx.body = document;
    return undefined;
  }),
];
