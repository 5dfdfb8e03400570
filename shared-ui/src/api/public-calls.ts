import type { LoginRequest, LoginResponse } from '../contract/auth';
import type { Contact } from '../contract/contact';
import type { Flier, GalleryItem } from '../contract/media';
import type { Message, MessageInput } from '../contract/message';
import type { NewsletterInput, Subscriber } from '../contract/newsletter';
import type { HajjCurrent, Package } from '../contract/package';
import { apiRequest } from './client';
import { byId } from './paths';

/** The calls of spec §7 that anyone may make (the BFF's public routes). */
export const publicApi = {
  login: (credentials: LoginRequest) =>
    apiRequest<LoginResponse>('/users/login', { method: 'POST', body: credentials }),
  listContacts: (signal?: AbortSignal) => apiRequest<Contact[]>('/messages/getallcontacts', { signal }),
  sendMessage: (message: MessageInput) => apiRequest<Message>('/messages', { method: 'POST', body: message }),
  subscribe: (subscription: NewsletterInput) =>
    apiRequest<Subscriber>('/newsletter', { method: 'POST', body: subscription }),
  listGalleryImages: (signal?: AbortSignal) => apiRequest<GalleryItem[]>('/gallery/images', { signal }),
  listGalleryVideos: (signal?: AbortSignal) => apiRequest<GalleryItem[]>('/gallery/videos', { signal }),
  listPackages: (signal?: AbortSignal) => apiRequest<Package[]>('/packages', { signal }),
  getPackage: (id: string, signal?: AbortSignal) => apiRequest<Package>(byId('/packages', id), { signal }),
  getCurrentHajj: (signal?: AbortSignal) => apiRequest<HajjCurrent>('/hajj/getcurrent', { signal }),
  listFliers: (signal?: AbortSignal) => apiRequest<Flier[]>('/hajj/getallimages', { signal }),
};
