import type { LoginRequest, LoginResponse } from '../contract/auth';
import type { Contact, ContactInput } from '../contract/contact';
import type { Flier, FlierUpload, GalleryItem, GalleryOrder, GalleryUpload } from '../contract/media';
import type { Message, MessageInput } from '../contract/message';
import type { NewsletterInput, Subscriber } from '../contract/newsletter';
import type { HajjCurrent, Package, PackageInput } from '../contract/package';
import { apiRequest } from './client';

/** The answer of a DELETE: what was removed. */
export interface Deleted {
  id: string;
  message: string;
}

const byId = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** One function per call of spec §7 (paths under /api); the remotes never spell a path themselves. */
export const api = {
  login: (credentials: LoginRequest) =>
    apiRequest<LoginResponse>('/users/login', { method: 'POST', body: credentials }),

  listContacts: (signal?: AbortSignal) => apiRequest<Contact[]>('/messages/getallcontacts', { signal }),
  addContact: (contact: ContactInput) =>
    apiRequest<Contact>('/messages/addcontacts', { method: 'POST', body: contact }),
  deleteContact: (id: string) => apiRequest<Deleted>(byId('/messages/contacts', id), { method: 'DELETE' }),

  listMessages: (signal?: AbortSignal) => apiRequest<Message[]>('/messages', { signal }),
  sendMessage: (message: MessageInput) => apiRequest<Message>('/messages', { method: 'POST', body: message }),
  markMessageResponded: (id: string) =>
    apiRequest<Message>(`${byId('/messages', id)}/respond`, { method: 'PATCH' }),

  subscribe: (subscription: NewsletterInput) =>
    apiRequest<Subscriber>('/newsletter', { method: 'POST', body: subscription }),
  listSubscribers: (signal?: AbortSignal) => apiRequest<Subscriber[]>('/newsletter', { signal }),
  deleteSubscriber: (id: string) => apiRequest<Deleted>(byId('/newsletter', id), { method: 'DELETE' }),

  listGalleryImages: (signal?: AbortSignal) => apiRequest<GalleryItem[]>('/gallery/images', { signal }),
  listGalleryVideos: (signal?: AbortSignal) => apiRequest<GalleryItem[]>('/gallery/videos', { signal }),
  /** Inline data (JSON); for large files with progress, post FormData to `/gallery` instead. */
  uploadGallery: (upload: GalleryUpload) =>
    apiRequest<GalleryItem[]>('/gallery', { method: 'POST', body: upload }),
  saveGalleryOrder: (order: GalleryOrder) =>
    apiRequest<GalleryItem[]>('/gallery/order', { method: 'POST', body: order }),
  deleteGalleryItem: (id: string) => apiRequest<Deleted>(byId('/gallery', id), { method: 'DELETE' }),

  listPackages: (signal?: AbortSignal) => apiRequest<Package[]>('/packages', { signal }),
  getPackage: (id: string, signal?: AbortSignal) => apiRequest<Package>(byId('/packages', id), { signal }),
  createPackage: (input: PackageInput) => apiRequest<Package>('/packages', { method: 'POST', body: input }),
  updatePackage: (id: string, input: PackageInput) =>
    apiRequest<Package>(byId('/packages', id), { method: 'PUT', body: input }),
  deletePackage: (id: string) => apiRequest<Deleted>(byId('/packages', id), { method: 'DELETE' }),

  getCurrentHajj: (signal?: AbortSignal) => apiRequest<HajjCurrent>('/hajj/getcurrent', { signal }),
  listFliers: (signal?: AbortSignal) => apiRequest<Flier[]>('/hajj/getallimages', { signal }),
  uploadFliers: (upload: FlierUpload) =>
    apiRequest<Flier[]>('/hajj/uploadimages', { method: 'POST', body: upload }),
  deleteFlier: (id: string) => apiRequest<Deleted>(byId('/hajj/deleteimage', id), { method: 'DELETE' }),
};
