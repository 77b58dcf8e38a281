// The labelling sheet of a new fresh set (docs/exercises.md "Adding a fresh set"): its walks
// replayed through the built-in coach as a writer gets it, every remark a row to label
// (walk, answer, kind, remark, class, reason: eval/replay/labels.ts), and, in a second file, the
// remarks the rules make but the coach does not show (a new rule not yet measured on enough fresh
// remarks, one not served yet): labelled in shadow, so that a new rule can earn its place. A transcript per walk numbers
// each remark as its row.
//   label-sheet.ts <set id> <out dir> <walk id>…   (walks in FRESH_WALK_DIR, default eval/walks)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createBuiltinCoach } from '../../src/coaches/builtin-coach.ts';
import { candidateOptions } from './candidate-kinds.ts';
import { everyKind } from '../../src/kinds/shown.ts';
import { labelHeader, unlabelledRow } from '../replay/labels.ts';
import { realJargonAnalyzer } from '../replay/real-analyzer.ts';
import { headingKind, type Remark } from '../replay/remark.ts';
import { replayWalk, type ReplayedWalk } from '../replay/replay.ts';
import { loadRepoWalks } from '../replay/walk.ts';
import { repoWalksDir } from '../replay/walk-paths.ts';

const [set = '', out = '', ...ids] = process.argv.slice(2);
if (set === '' || out === '' || ids.length === 0) {
  console.error('Usage: label-sheet.ts <set id> <out dir> <walk id>…');
  process.exit(2);
}
const analyzer = realJargonAnalyzer();
if ('missing' in analyzer) throw new Error(analyzer.missing);
const walks = loadRepoWalks(process.env['FRESH_WALK_DIR'] || repoWalksDir).filter((walk) =>
  ids.includes(walk.id),
);
const missing = ids.filter((id) => !walks.some((walk) => walk.id === id));
if (missing.length > 0) throw new Error(`No walk ${missing.join(', ')}.`);

// As the writers read it: the kinds shown, and the set's candidates (candidate-kinds.ts).
const shipped = createBuiltinCoach(analyzer, candidateOptions());
const everything = createBuiltinCoach(analyzer, { shown: () => everyKind });
// Every line the writer reads about their text is labelled, as an instructor reads the chat: the
// score line, a prompt and a stock line too; only headings are not.
const labelled = (remark: Remark) => remark.kind !== headingKind;
const row = (walk: string, answer: number, remark: Remark) => unlabelledRow(walk, answer, remark.kind, remark.text, remark.anchor);
const rows: string[] = [];
const shadowRows: string[] = [];
mkdirSync(path.join(out, 'transcripts'), { recursive: true });

function transcriptOf(replay: ReplayedWalk, shadow: ReplayedWalk): string {
  const lines = [
    `# ${replay.walk.id}: ${replay.walk.exercise} (${replay.walk.variant}), answers in ${replay.walk.language}, site in ${replay.walk.siteLanguage}`,
    '',
    'COACH:',
    ...replay.opening,
    '',
  ];
  replay.turns.forEach((turn, index) => {
    lines.push(
      `===== answer ${turn.answer} (stage ${turn.fromStage} -> ${turn.toStage})`,
      'STUDENT:',
      turn.student,
      'COACH (as the writer read it):',
      ...turn.coach,
    );
    const shown = turn.remarks.filter(labelled);
    for (const remark of shown) {
      rows.push(row(replay.walk.id, turn.answer, remark));
      lines.push(`  [row ${rows.length}] ${remark.kind}: ${remark.text}`);
    }
    const said = new Set(shown.map((remark) => `${remark.kind}\t${remark.text}`));
    for (const remark of (shadow.turns[index]?.remarks ?? []).filter(labelled)) {
      if (said.has(`${remark.kind}\t${remark.text}`)) continue;
      shadowRows.push(row(replay.walk.id, turn.answer, remark));
      lines.push(
        `  [shadow row ${shadowRows.length}, NOT shown to the writer] ${remark.kind}: ${remark.text}`,
      );
    }
    lines.push('');
  });
  return lines.join('\n');
}

for (const walk of walks) {
  const replay = await replayWalk(walk, shipped);
  const shadow = await replayWalk(walk, everything);
  writeFileSync(path.join(out, 'transcripts', `${walk.id}.txt`), transcriptOf(replay, shadow));
}
const header = labelHeader.join('\t');
writeFileSync(path.join(out, `labels-${set}.tsv`), `${[header, ...rows].join('\n')}\n`);
writeFileSync(
  path.join(out, `labels-${set}-shadow.tsv`),
  `${[header, ...shadowRows].join('\n')}\n`,
);
console.log(
  `${walks.length} walks: ${rows.length} remarks shown, ${shadowRows.length} in shadow; sheets and transcripts in ${out}.`,
);
