// `npm run admin -- grant-researcher <e-mail> | revoke-researcher <e-mail> | list`: the
// administrator's command line (apps/server/src/admin/admin-cli.ts, docs/research.md).
import { loadConfig, loadEnvFile } from '../apps/server/src/config.ts';
import { runAdmin } from '../apps/server/src/admin/admin-cli.ts';

loadEnvFile();
process.exitCode = await runAdmin(process.argv.slice(2), {
  config: loadConfig(),
  io: { out: (line) => console.log(line), err: (line) => console.error(line) },
});
