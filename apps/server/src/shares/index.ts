// The public module of shares: links that show a stored task to anyone who has them.
// Other features and app.ts import from here only; the rest of the folder is the feature's own
// (eslint.config.js enforces it).
export { sharePageRoutes } from './share-page.ts';
export { shareRoutes } from './share-routes.ts';
