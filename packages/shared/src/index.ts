// Constants and texts both sides need on every page. The account API schemas and the country
// and language lists are imported by path (@scicomm/shared/account-api, …/account-options) so
// that pages which do not need them never download them.
export * from './product.ts';
export * from './legal-documents.ts';
export * from './app-routes.ts';
