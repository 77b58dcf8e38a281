// The public module of widget: the accessibility widget's site registrations.
// Other features and app.ts import from here only; the rest of the folder is the feature's own
// (eslint.config.js enforces it).
export { widgetRoutes } from './widget-routes.ts';
