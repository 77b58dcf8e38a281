// Which fresh question labels today's rules still ask (docs/exercises.md "How the coach decides").
// A question kind is judged by the first labels of the questions its rule asks now: the fresh
// walks are replayed with every kind made, and a labelled question the rule no longer asks (a
// narrowed rule, a signal that now reads the term as explained) no longer counts, for or against;
// a question the rule newly asks on an old set has no first label and counts neither. Statements
// are judged as labelled, whatever the rules say now.
import { createBuiltinCoach } from '../../src/coaches/builtin-coach.ts';
import type { Coach } from '../../src/engine/coach.ts';
import { isRemarkKind, remarkKinds } from '../../src/kinds/kinds.ts';
import { everyKind } from '../../src/kinds/shown.ts';
import { anchorKey, textKey } from '../replay/labels.ts';
import { realJargonAnalyzer } from '../replay/real-analyzer.ts';
import { evaluateWalks, loadWalks, type JudgedRemark } from '../replay/walk-evaluation.ts';
import type { FreshLabel } from './fresh-sets.ts';

const isQuestionLabel = (label: FreshLabel) =>
  (label.class === 'FAIR' || label.class === 'UNFAIR') && isRemarkKind(label.kind) && remarkKinds[label.kind].form === 'question';

/**
 * Every walk (or those of `walkIds`) replayed with every kind made, as the fresh labels are judged;
 * `watch` wraps the coach, so one replay can also check what the rules say (fresh-table.test.ts).
 */
export async function replayEveryKind(walkIds?: ReadonlySet<string>, watch: (coach: Coach) => Coach = (coach) => coach): Promise<JudgedRemark[]> {
  const analyzer = realJargonAnalyzer();
  if ('missing' in analyzer) throw new Error(`The fresh walks are replayed on the built dictionaries: ${analyzer.missing}`);
  const sources = loadWalks();
  const walks = walkIds ? sources.walks.filter((walk) => walkIds.has(walk.id)) : sources.walks;
  const { remarks } = await evaluateWalks({ ...sources, walks }, watch(createBuiltinCoach(analyzer, { shown: () => everyKind })));
  return remarks;
}

/** Whether a fresh label still counts, by a replay of its walks with every kind made: a statement's always; a question's while the replay asks it. */
export function countedBy(remarks: readonly JudgedRemark[]): (label: FreshLabel) => boolean {
  const asked = new Set(
    remarks.flatMap((remark) => [
      anchorKey(remark.walk.id, remark.answer, remark.kind, remark.anchor),
      textKey(remark.walk.id, remark.answer, remark.kind, remark.text),
    ]),
  );
  return (label) => {
    if (!isQuestionLabel(label) || !label.at) return true;
    const { answer, anchor, remark } = label.at;
    return asked.has(anchor === '' ? textKey(label.walk, answer, label.kind, remark) : anchorKey(label.walk, answer, label.kind, anchor));
  };
}

/** Whether a fresh label still counts: a statement's always; a question's while today's rules ask it. */
export async function countedToday(labels: readonly FreshLabel[]): Promise<(label: FreshLabel) => boolean> {
  return countedBy(await replayEveryKind(new Set(labels.filter(isQuestionLabel).map((label) => label.walk))));
}
