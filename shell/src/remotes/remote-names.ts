import services from '@safa/tooling/services.json';

/** The remotes the shell registers at run time, by the names their builds were given. */
export const REMOTES = { public: services.public.remote, admin: services.admin.remote };
export type RemoteName = (typeof REMOTES)[keyof typeof REMOTES];
export const REMOTE_NAMES: readonly RemoteName[] = Object.values(REMOTES);
