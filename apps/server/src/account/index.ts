// The public module of account: the profile, "Your Tasks" and the one rule of what is stored for whom.
// Other features and app.ts import from here only; the rest of the folder is the feature's own
// (eslint.config.js enforces it).
export { findTaskRow } from './account-repository.ts';
export { accountRoutes } from './account-routes.ts';
export { guestPolicy, resolveStoragePolicy, type StoragePolicy } from './storage-policy.ts';
export { toTaskDetail } from './task-view.ts';
