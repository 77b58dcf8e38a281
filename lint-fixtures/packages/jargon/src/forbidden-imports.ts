// A package importing an app.
import { loadConfig } from '../../../apps/server/src/config.ts'; // expect: import-x/no-restricted-paths
import { apiClient } from '../../../apps/web/src/lib/api-client.ts'; // expect: import-x/no-restricted-paths

export const used = [loadConfig, apiClient];
