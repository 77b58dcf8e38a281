// `npm run bench`: runs every benchmark of the repo (files named *.bench.ts in a bench/ folder of
// a package or app), one after the other, each in its own process so their figures do not
// disturb each other. Builds first, as the benchmarks use the dictionaries and the web app.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from './build.ts';
import { root, runNode } from './lib.ts';

const benchFiles = ['packages', 'apps'].flatMap((group) =>
  readdirSync(path.join(root, group)).flatMap((name) => {
    const dir = path.join(root, group, name, 'bench');
    try {
      return readdirSync(dir)
        .filter((file) => file.endsWith('.bench.ts'))
        .sort()
        .map((file) => path.join(dir, file));
    } catch {
      return [];
    }
  }),
);

await build();
// --report prints every figure without failing on a missed target (BENCH_REPORT_ONLY).
const report = process.argv.includes('--report');
const only = process.argv.slice(2).filter((arg) => arg !== '--report');
let failures = 0;
for (const file of benchFiles) {
  const name = path.relative(root, file);
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  console.log(`\n=== ${name}`);
  const code = await runNode([file], report ? { env: { ...process.env, BENCH_REPORT_ONLY: '1' } } : {});
  if (code !== 0) {
    failures++;
    console.log(`(${name} exited with ${code})`);
  }
}
process.exit(failures > 0 ? 1 : 0);
