export type { Deleted } from './admin-calls';
export { adminApi } from './admin-calls';
export { ApiError, NetworkError } from './api-error';
export type { HttpMethod, RequestOptions } from './client';
export { apiRequest, apiUrl, onUnauthorized } from './client';
export { api } from './endpoints';
export { publicApi } from './public-calls';
export { tokenStore } from './token-store';
