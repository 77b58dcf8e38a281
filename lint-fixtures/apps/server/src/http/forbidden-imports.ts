// http/ (like every shared folder) depends on no feature, not even on a feature's public module.
import { optionalUser } from '../auth/index.ts'; // expect: import-x/no-restricted-paths
import { hashPassword } from '../auth/password-hashing.ts'; // expect: import-x/no-restricted-paths
import { rateLimits } from '../db/schema.ts'; // expect: import-x/no-restricted-paths

export const used = [optionalUser, hashPassword, rateLimits];
