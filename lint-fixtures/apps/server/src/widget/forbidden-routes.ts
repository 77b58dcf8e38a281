// A route file importing the web app and the database directly.
import { routes } from '../../../web/src/app/routes.tsx'; // expect: import-x/no-restricted-paths, import-x/no-relative-packages
import { sql } from 'drizzle-orm'; // expect: import-x/no-restricted-paths
import { widgetDomains } from '../db/schema.ts'; // expect: import-x/no-restricted-paths
import { Pool } from 'undici'; // expect: import-x/no-extraneous-dependencies

export const used = [routes, sql, widgetDomains, Pool];
