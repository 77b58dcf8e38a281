// The public module of research: the researchers' routes and gate, the fixed research editions' export.
// Other features and app.ts import from here only; the rest of the folder is the feature's own
// (eslint.config.js enforces it).
export { assertResearchAccess, researchRoutes } from './research-routes.ts';
export { exerciseColumns, researchNotFound } from './research-service.ts';
export { grantResearcher, listResearchers, revokeResearcher, type RoleChange } from './researcher-admin.ts';
