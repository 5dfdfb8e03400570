export { ApiError, NetworkError } from './api-error';
export type { HttpMethod, RequestOptions } from './client';
export { apiRequest, apiUrl, onUnauthorized } from './client';
export type { Deleted } from './endpoints';
export { api } from './endpoints';
export { tokenStore } from './token-store';
