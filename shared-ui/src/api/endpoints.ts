import type { LoginRequest, LoginResponse } from '../contract/auth';
import type { Package } from '../contract/package';
import { apiRequest } from './client';

/** One function per call of spec §7; the remotes never spell a path themselves. */
export const api = {
  login: (credentials: LoginRequest) =>
    apiRequest<LoginResponse>('/users/login', { method: 'POST', body: credentials }),
  listPackages: (signal?: AbortSignal) => apiRequest<Package[]>('/packages', { signal }),
  getPackage: (id: string, signal?: AbortSignal) =>
    apiRequest<Package>(`/packages/${encodeURIComponent(id)}`, { signal }),
};
