// A web feature reaching into another feature, the server and the database.
import { getProfile } from '../account/api/get-profile.ts'; // expect: import-x/no-restricted-paths
import { useExerciseChat } from '../exercises/hooks/use-exercise-chat.ts'; // expect: import-x/no-restricted-paths
import { openDatabase } from '../../../../server/src/db/client.ts'; // expect: import-x/no-restricted-paths, import-x/no-relative-packages
import { drizzle } from 'drizzle-orm/node-postgres'; // expect: no-restricted-imports, import-x/no-extraneous-dependencies
import { Pool } from 'pg'; // expect: no-restricted-imports, import-x/no-extraneous-dependencies
import { describe } from 'vitest'; // expect: import-x/no-extraneous-dependencies

export const used = [getProfile, useExerciseChat, openDatabase, drizzle, Pool, describe];
