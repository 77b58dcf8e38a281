// Shared lib code reaching into a feature.
import { useResearchAccess } from '../features/research/api/research-api.ts'; // expect: import-x/no-restricted-paths

export const used = [useResearchAccess];
