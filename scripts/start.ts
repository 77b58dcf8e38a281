// `npm start`: build what is missing, then serve the site and the API from one process.
import { build } from './build.ts';

try {
  await build();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log('Starting the server (the database is opened and migrated first; the address follows)…');
await import('../apps/server/src/server.ts');
