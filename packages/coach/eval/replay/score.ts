// The walk evaluation's figures: of the labelled remarks of a group, the shares of false,
// true-and-actionable and true-but-generic remarks, and precision = 1 − false share; and the
// targets the walks are held to (docs/exercises.md "How the coach decides").
import { isRemarkKind, remarkKinds } from '../../src/kinds/kinds.ts';
import type { JudgedRemark } from './walk-evaluation.ts';

export interface Shares {
  remarks: number;
  labelled: number;
  false: number;
  /** True and actionable statements, and fair questions: lines that name a change in this text. */
  actionable: number;
  generic: number;
  /** Questions labelled by the fairness rule, and the unfair ones. */
  questions: number;
  unfair: number;
}

/**
 * A remark's class as the targets read it: a question kind is judged by its fairness labels alone
 * (FAIR, UNFAIR); its labels by the older truth rule, which read whether the readers know a word,
 * measure something else and are left out.
 */
function judgedClass(remark: JudgedRemark): string | null {
  const question = isRemarkKind(remark.kind) && remarkKinds[remark.kind].form === 'question';
  if (!question || remark.class === 'FAIR' || remark.class === 'UNFAIR') return remark.class;
  return null;
}

export function sharesOf(remarks: readonly JudgedRemark[]): Shares {
  const count = (klass: string) => remarks.filter((remark) => judgedClass(remark) === klass).length;
  return {
    remarks: remarks.length,
    labelled: remarks.filter((remark) => judgedClass(remark) !== null).length,
    false: count('FALSE'),
    actionable: count('TRUE-ACTIONABLE') + count('FAIR'),
    generic: count('TRUE-GENERIC'),
    questions: count('FAIR') + count('UNFAIR'),
    unfair: count('UNFAIR'),
  };
}

export const share = (part: number, shares: Shares): number => (shares.labelled === 0 ? Number.NaN : part / shares.labelled);
/** Of the statements (lines not labelled by the fairness rule), the share true. */
export const precisionOf = (shares: Shares): number => {
  const statements = shares.labelled - shares.questions;
  return statements === 0 ? Number.NaN : 1 - shares.false / statements;
};
/** Of the questions labelled by the fairness rule, the share unfair. */
export const unfairShare = (shares: Shares): number => (shares.questions === 0 ? 0 : shares.unfair / shares.questions);

/** The targets: false ≤ 3 % in each language; true and actionable ≥ 40 % in English and Hebrew, ≥ 30 % in Arabic. */
export const walkTargets = { falseShare: 0.03, unfairShare: 0.15, actionableShare: { en: 0.4, he: 0.4, ar: 0.3 }, kindPrecision: 0.95 } as const;
const languageNames = { en: 'English', he: 'Hebrew', ar: 'Arabic' } as const;

/**
 * A remark put as a question: one of a question kind (its fact stated first: "In “…”, “proves
 * that” says … Does it prove it?"), or, of another kind or a line no kind says, one whose first
 * clause, quotes and brackets aside, ends in "?" (Arabic "؟"). A statement followed by a question
 * ("This claim has no support: … What could back it?") is a statement.
 */
export function isQuestion(remark: Pick<JudgedRemark, 'text'> & Partial<Pick<JudgedRemark, 'kind'>>): boolean {
  if (remark.kind !== undefined && isRemarkKind(remark.kind) && remarkKinds[remark.kind].form === 'question') return true;
  const bare = remark.text.replace(/“[^”]*”|"[^"]*"|«[^»]*»|\([^()]*\)/g, '');
  return /^[^.!?:;؛]*[?؟]/.test(bare);
}

export const heldOut = (remark: JudgedRemark) => remark.walk.split === 'held-out';
export const onSharedWalk = (remark: JudgedRemark) => remark.walk.source === 'shared';

/** What fails the targets, one line each: empty when all hold. */
export function failedWalkTargets(remarks: readonly JudgedRemark[]): string[] {
  const failed: string[] = [];
  const { falseShare, actionableShare, kindPrecision } = walkTargets;
  const unfairAllowed = walkTargets.unfairShare;
  for (const [name, keep] of [
    ['held-out walks', heldOut],
    ['shared walk', onSharedWalk],
  ] as const) {
    for (const language of ['en', 'he', 'ar'] as const) {
      const shares = sharesOf(remarks.filter((remark) => keep(remark) && remark.walk.language === language));
      const where = `${name}, ${languageNames[language]}`;
      if (shares.labelled === 0) {
        // The shared walk of 27 November has no Arabic answers; the held-out walks must have each language.
        if (name === 'held-out walks') failed.push(`${where}: no labelled remarks to measure`);
        continue;
      }
      const falseNow = 1 - precisionOf(shares);
      const actionableNow = share(shares.actionable, shares);
      if (falseNow > falseShare) failed.push(`${where}: false ${percent(falseNow)} > ${percent(falseShare)}`);
      if (unfairShare(shares) > unfairAllowed) failed.push(`${where}: unfair ${percent(unfairShare(shares))} > ${percent(unfairAllowed)}`);
      if (actionableNow < actionableShare[language])
        failed.push(`${where}: actionable ${percent(actionableNow)} < ${percent(actionableShare[language])}`);
    }
  }
  for (const [kind, shares] of byKind(remarks.filter((remark) => !isQuestion(remark)))) {
    if (shares.labelled > 0 && precisionOf(shares) < kindPrecision) {
      failed.push(`${kind} (as a statement): precision ${precisionOf(shares).toFixed(3)} < ${kindPrecision}`);
    }
  }
  return failed;
}

export function groupBy(remarks: readonly JudgedRemark[], keyOf: (remark: JudgedRemark) => string): Map<string, Shares> {
  const groups = new Map<string, JudgedRemark[]>();
  for (const remark of remarks) groups.set(keyOf(remark), [...(groups.get(keyOf(remark)) ?? []), remark]);
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)).map(([key, group]) => [key, sharesOf(group)]));
}

export const byKind = (remarks: readonly JudgedRemark[]) => groupBy(remarks, (remark) => remark.kind);

export function percent(value: number): string {
  return Number.isNaN(value) ? '–' : `${(100 * value).toFixed(1)} %`;
}
