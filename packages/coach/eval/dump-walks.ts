// Every walk replayed through the built-in coach as a writer gets it, one transcript after the
// other, to a file: two versions of the coach that should say the same can be compared with diff.
//   npx node packages/coach/eval/dump-walks.ts <out file> [--shadow]   (--shadow: every kind made, as for labelling one in shadow)
import { writeFileSync } from 'node:fs';
import { createBuiltinCoach } from '../src/coaches/builtin-coach.ts';
import { everyKind } from '../src/kinds/shown.ts';
import { realJargonAnalyzer } from './replay/real-analyzer.ts';
import { transcript } from './replay/report.ts';
import { evaluateWalks, loadWalks } from './replay/walk-evaluation.ts';

const [out = ''] = process.argv.slice(2).filter((arg) => arg !== '--shadow');
if (out === '') {
  console.error('Usage: dump-walks.ts <out file>');
  process.exit(2);
}
const analyzer = realJargonAnalyzer();
if ('missing' in analyzer) throw new Error(analyzer.missing);
const evaluation = await evaluateWalks(loadWalks(), createBuiltinCoach(analyzer, process.argv.includes('--shadow') ? { shown: () => everyKind } : {}));
writeFileSync(
  out,
  evaluation.replayed
    .map((replay) => transcript(replay, evaluation.remarks).join('\n'))
    .join('\n\n'),
);
console.log(
  `${evaluation.replayed.length} walks, ${evaluation.remarks.length} remarks, to ${out}.`,
);
