// The public module of auth: accounts, sessions, access tokens and the keys of signing in's limits.
// Other features and app.ts import from here only; the rest of the folder is the feature's own
// (eslint.config.js enforces it).
export { libraryPaths, securitySchemes, signedInSecurity } from './auth-openapi.ts';
export { AUTH_BASE_PATH, carriesSessionCookie } from './auth-settings.ts';
export { clientKey } from './auth-limits.ts';
export { authPlugin } from './auth-plugin.ts';
export { copySetCookies, toWebRequest } from './auth-routes.ts';
export { isSameOriginRequest, optionalUser, requireSecondFactor, requireUser, signedInScope } from './session.ts';
export { setTrustedDevice } from './trusted-device.ts';
