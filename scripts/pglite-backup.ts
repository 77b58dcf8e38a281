// `npm run db:backup -- <file.tar.gz>` / `npm run db:restore -- <file.tar.gz> [folder]`: backup
// and restore of the embedded PGlite database (PGLITE_DIR, default data/pglite) while no server
// runs on it. PostgreSQL: pg_dump / pg_restore (docs/deployment.md "Backups").
import { backupPglite, restorePglite } from '../apps/server/src/db/pglite-backup.ts';
import { loadConfig, loadEnvFile } from '../apps/server/src/config.ts';

loadEnvFile();
const [command, file, folder] = process.argv.slice(2);
const config = loadConfig();
try {
  if (command === 'backup' && file) {
    const bytes = await backupPglite(config.PGLITE_DIR, file);
    console.log(`${config.PGLITE_DIR} → ${file} (${bytes} bytes)`);
  } else if (command === 'restore' && file) {
    const target = folder ?? config.PGLITE_DIR;
    await restorePglite(file, target);
    console.log(`${file} → ${target}`);
  } else {
    console.error('usage: npm run db:backup -- <file.tar.gz> | npm run db:restore -- <file.tar.gz> [folder]');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
