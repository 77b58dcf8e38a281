// Shared by the web app and the server: API schemas, product constants, legal texts.
export * from './product.ts';
export * from './legal-documents.ts';
export * from './account-options.ts';
export * from './account-api.ts';
