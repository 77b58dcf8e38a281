// The walk evaluation's printed table and transcript (`npm run eval:coach`).
import { labelHeader, unlabelledRow } from './labels.ts';
import type { ReplayedWalk } from './replay.ts';
import { byKind, groupBy, heldOut, isQuestion, onSharedWalk, percent, precisionOf, share, sharesOf, type Shares } from './score.ts';
import type { JudgedRemark } from './walk-evaluation.ts';

const header = `${''.padEnd(44)} ${'remarks'.padStart(7)} ${'labelled'.padStart(8)} ${'false'.padStart(8)} ${'actionable'.padStart(10)} ${'generic'.padStart(8)} ${'precision'.padStart(9)}`;

function row(name: string, shares: Shares): string {
  const precision = shares.labelled === 0 ? '–' : precisionOf(shares).toFixed(3);
  return (
    `${name.padEnd(44)} ${String(shares.remarks).padStart(7)} ${String(shares.labelled).padStart(8)} ` +
    `${percent(share(shares.false, shares)).padStart(8)} ${percent(share(shares.actionable, shares)).padStart(10)} ` +
    `${percent(share(shares.generic, shares)).padStart(8)} ${precision.padStart(9)}`
  );
}

function section(title: string, groups: Map<string, Shares>): string[] {
  return [`\n${title}`, header, ...[...groups].map(([name, shares]) => row(name, shares))];
}

const languageNames = { en: 'English', he: 'Hebrew', ar: 'Arabic' } as const;
const languageName = (remark: JudgedRemark) => languageNames[remark.walk.language];

/** The table: per exercise, language and kind over all walks; then the totals by split and language. */
export function walkTable(remarks: readonly JudgedRemark[]): string[] {
  const lines = [
    ...section('By exercise (all walks)', groupBy(remarks, (remark) => remark.walk.exercise)),
    ...section('By language of the answers (all walks)', groupBy(remarks, languageName)),
    ...section('By finding kind (all walks; "?" = put as a question)', groupBy(remarks, (remark) => `${remark.kind}${isQuestion(remark) ? ' ?' : ''}`)),
    '\nTotals',
    header,
  ];
  for (const [name, keep] of [
    ['tuned walks', (remark: JudgedRemark) => remark.walk.split === 'tuned'],
    ['held-out walks (the shared walk included)', heldOut],
    ['held-out repo walks (shared left out)', (remark: JudgedRemark) => heldOut(remark) && !onSharedWalk(remark)],
    ['the shared walk', onSharedWalk],
  ] as const) {
    const group = remarks.filter(keep);
    lines.push(row(name, sharesOf(group)));
    for (const [language, shares] of groupBy(group, languageName)) lines.push(row(`  ${language}`, shares));
  }
  lines.push(row('all walks', sharesOf(remarks)));
  return lines;
}

export function kindsOf(remarks: readonly JudgedRemark[]): string[] {
  return [...byKind(remarks).keys()];
}

/** The unlabelled remarks as labels.tsv rows to fill in, with the header line. */
export function unlabelledRows(remarks: readonly JudgedRemark[]): string[] {
  return [
    labelHeader.join('\t'),
    ...remarks.filter((remark) => remark.class === null).map((remark) => unlabelledRow(remark.walk.id, remark.answer, remark.kind, remark.text, remark.anchor)),
  ];
}

/** One replayed walk as a transcript: each student answer, the bot's messages, then its remarks tagged with kind and class. */
export function transcript(replay: ReplayedWalk, remarks: readonly JudgedRemark[]): string[] {
  const { walk } = replay;
  const lines = [
    `# walk ${walk.id}: ${walk.exercise} (${walk.variant}), answers in ${walk.language}, site in ${walk.siteLanguage}, ${walk.split}, ${walk.source}`,
    ...(walk.field ? [`# ${walk.field}${walk.quality ? `; ${walk.quality}` : ''}`] : []),
    'COACH:',
    ...replay.opening,
  ];
  for (const turn of replay.turns) {
    lines.push(`\n===== answer ${turn.answer} (stage ${turn.fromStage} -> ${turn.toStage}${turn.question ? `, question ${turn.question}` : ''})`, 'STUDENT:', turn.student, 'COACH:', ...turn.coach);
    const own = remarks.filter((remark) => remark.walk.id === walk.id && remark.answer === turn.answer);
    if (own.length > 0) lines.push('REMARKS:');
    for (const remark of own) {
      lines.push(`  [${remark.kind}${remark.partOf ? ` (in ${remark.partOf})` : ''} | ${remark.class ?? 'UNLABELLED'}${remark.labelledBy === 'shared' ? ' (shared label)' : ''}] ${remark.text}`);
      if (remark.span) lines.push(`      span ${remark.span.start}-${remark.span.end}: "${remark.span.quoted}"`);
    }
  }
  return lines;
}
