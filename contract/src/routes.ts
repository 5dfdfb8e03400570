export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone, or only a holder of a live admin session. */
export type Access = 'public' | 'admin';

export interface Route {
  method: HttpMethod;
  /** Below /api; `:id` marks the one path parameter (a MongoDB ObjectId). */
  path: `/${string}`;
  access: Access;
}

/**
 * Where each call of the API lives, and who may make it: spec §7's calls and the BFF's own. The one
 * place a path is written. No schema is imported here, so a browser bundle that only calls the API
 * carries none (see endpoints.ts for the whole description).
 */
export const routes = {
  health: { method: 'GET', path: '/health', access: 'public' },
  dashboardSummary: { method: 'GET', path: '/dashboard/summary', access: 'admin' },
  openApi: { method: 'GET', path: '/openapi.json', access: 'public' },
  media: { method: 'GET', path: '/media/:id', access: 'public' },
  login: { method: 'POST', path: '/users/login', access: 'public' },
  logout: { method: 'POST', path: '/users/logout', access: 'admin' },
  listContacts: { method: 'GET', path: '/messages/getallcontacts', access: 'public' },
  addContact: { method: 'POST', path: '/messages/addcontacts', access: 'admin' },
  deleteContact: { method: 'DELETE', path: '/messages/contacts/:id', access: 'admin' },
  listMessages: { method: 'GET', path: '/messages', access: 'admin' },
  sendMessage: { method: 'POST', path: '/messages', access: 'public' },
  markMessageResponded: { method: 'PATCH', path: '/messages/:id/respond', access: 'admin' },
  subscribe: { method: 'POST', path: '/newsletter', access: 'public' },
  listSubscribers: { method: 'GET', path: '/newsletter', access: 'admin' },
  deleteSubscriber: { method: 'DELETE', path: '/newsletter/:id', access: 'admin' },
  listGalleryImages: { method: 'GET', path: '/gallery/images', access: 'public' },
  listGalleryVideos: { method: 'GET', path: '/gallery/videos', access: 'public' },
  uploadGallery: { method: 'POST', path: '/gallery', access: 'admin' },
  saveGalleryOrder: { method: 'POST', path: '/gallery/order', access: 'admin' },
  deleteGalleryItem: { method: 'DELETE', path: '/gallery/:id', access: 'admin' },
  listPackages: { method: 'GET', path: '/packages', access: 'public' },
  getPackage: { method: 'GET', path: '/packages/:id', access: 'public' },
  createPackage: { method: 'POST', path: '/packages', access: 'admin' },
  updatePackage: { method: 'PUT', path: '/packages/:id', access: 'admin' },
  deletePackage: { method: 'DELETE', path: '/packages/:id', access: 'admin' },
  getCurrentHajj: { method: 'GET', path: '/hajj/getcurrent', access: 'public' },
  listFliers: { method: 'GET', path: '/hajj/getallimages', access: 'public' },
  uploadFliers: { method: 'POST', path: '/hajj/uploadimages', access: 'admin' },
  deleteFlier: { method: 'DELETE', path: '/hajj/deleteimage/:id', access: 'admin' },
} as const satisfies Record<string, Route>;

export type EndpointName = keyof typeof routes;
