// `npm start`: build what is missing, then serve the site and the API from one process.
import { build } from './build.ts';

try {
  await build();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await import('../apps/server/src/server.ts');
