import { adminApi } from './admin-calls';
import { publicApi } from './public-calls';

/**
 * One function per call of spec §7 (paths under /api); the remotes never spell a path themselves.
 * The public site imports `publicApi` alone, so the admin calls stay out of visitors' downloads.
 */
export const api = { ...publicApi, ...adminApi };
