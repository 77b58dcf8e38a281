// A package importing an app, and another package by a relative path instead of its name.
import { loadConfig } from '../../../apps/server/src/config.ts'; // expect: import-x/no-restricted-paths, import-x/no-relative-packages
import { apiClient } from '../../../apps/web/src/lib/api-client.ts'; // expect: import-x/no-restricted-paths, import-x/no-relative-packages
import { PRODUCT_NAME } from '../../shared/src/index.ts'; // expect: import-x/no-relative-packages

export const used = [loadConfig, apiClient, PRODUCT_NAME];
