// The public module of admin: the operator's command line.
// Other features and app.ts import from here only; the rest of the folder is the feature's own
// (eslint.config.js enforces it).
export { runAdmin } from './admin-cli.ts';
