import { endpoints } from '@safa/contract';
import { route } from '../../http/api-router';
import { contentVersions } from './content-versions';

/** Asked every second or so by each shell: never kept by a cache in between. */
export const contentRoutes = [
  route(endpoints.contentVersions, ({ ctx }) => {
    ctx.set('Cache-Control', 'no-cache');
    return contentVersions();
  }),
];
