// Where the app is composed (app.ts, server.ts), features are reached through index.ts too.
import { deJargonizerRoutes } from './de-jargonizer/de-jargonizer-routes.ts'; // expect: import-x/no-restricted-paths
import { GradingPool } from './text-analysis/index.ts';
import { isResearcherRequest } from './research/research-routes.ts'; // expect: import-x/no-restricted-paths

export const used = [deJargonizerRoutes, GradingPool, isResearcherRequest];
