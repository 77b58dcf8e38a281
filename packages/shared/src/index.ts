// Constants and texts both sides need on every page. The account API schemas, the country
// and language lists and the legal documents are imported by path (@scicomm/shared/account-api,
// …/account-options, …/legal-documents) so that pages which do not need them never download them.
export * from './product.ts';
export * from './app-routes.ts';
