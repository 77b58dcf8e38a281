// Who is asking, as far as storing an exercise is concerned: the one storage rule of the site,
// defined in account/storage-policy.ts (the De-Jargonizer uses the same).
export { guestPolicy, resolveStoragePolicy, type StoragePolicy } from '../account/index.ts';
