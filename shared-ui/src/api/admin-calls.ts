import type { Contact, ContactInput } from '../contract/contact';
import type { Flier, FlierUpload, GalleryItem, GalleryOrder, GalleryUpload } from '../contract/media';
import type { Message } from '../contract/message';
import type { Subscriber } from '../contract/newsletter';
import type { Package, PackageInput } from '../contract/package';
import { apiRequest } from './client';
import { byId } from './paths';

/** The answer of a DELETE: what was removed. */
export interface Deleted {
  id: string;
  message: string;
}

/** The calls of spec §7 that need the admin token (the BFF's admin routes). */
export const adminApi = {
  addContact: (contact: ContactInput) =>
    apiRequest<Contact>('/messages/addcontacts', { method: 'POST', body: contact }),
  deleteContact: (id: string) => apiRequest<Deleted>(byId('/messages/contacts', id), { method: 'DELETE' }),
  listMessages: (signal?: AbortSignal) => apiRequest<Message[]>('/messages', { signal }),
  markMessageResponded: (id: string) =>
    apiRequest<Message>(`${byId('/messages', id)}/respond`, { method: 'PATCH' }),
  listSubscribers: (signal?: AbortSignal) => apiRequest<Subscriber[]>('/newsletter', { signal }),
  deleteSubscriber: (id: string) => apiRequest<Deleted>(byId('/newsletter', id), { method: 'DELETE' }),
  uploadGallery: (upload: GalleryUpload) =>
    apiRequest<GalleryItem[]>('/gallery', { method: 'POST', body: upload }),
  saveGalleryOrder: (order: GalleryOrder) =>
    apiRequest<GalleryItem[]>('/gallery/order', { method: 'POST', body: order }),
  deleteGalleryItem: (id: string) => apiRequest<Deleted>(byId('/gallery', id), { method: 'DELETE' }),
  createPackage: (input: PackageInput) => apiRequest<Package>('/packages', { method: 'POST', body: input }),
  updatePackage: (id: string, input: PackageInput) =>
    apiRequest<Package>(byId('/packages', id), { method: 'PUT', body: input }),
  deletePackage: (id: string) => apiRequest<Deleted>(byId('/packages', id), { method: 'DELETE' }),
  uploadFliers: (upload: FlierUpload) =>
    apiRequest<Flier[]>('/hajj/uploadimages', { method: 'POST', body: upload }),
  deleteFlier: (id: string) => apiRequest<Deleted>(byId('/hajj/deleteimage', id), { method: 'DELETE' }),
};
