// The rule registry: the rule of every kind a rule makes (areas/<area>/<kind>/rule.ts,
// areas/rule-module.ts), keyed by that kind, so a rule kind listed in kinds/kinds.ts without
// its rule here does not compile. A feedback point runs its rules in the order they declare, each
// only where its kind is shown, and keeps the findings shown (kinds/shown.ts).
import type { AnyRuleModule, FeedbackPoint, PointContexts, RuleModule } from '../areas/rule-module.ts';
import type { Finding } from '../findings/finding.ts';
import type { RuleKindId } from '../kinds/kinds.ts';
import type { ShownKinds } from '../kinds/shown.ts';
import { abbreviationsRule } from '../areas/abbreviations/ask-readers/rule.ts';
import { claimCertaintyRule } from '../areas/claims/certainty/rule.ts';
import { pronounsRule } from '../areas/coherence/bare-demonstrative/rule.ts';
import { informationRule } from '../areas/critical-thinking/figures-present/rule.ts';
import { questionsRule } from '../areas/critical-thinking/question-stated/rule.ts';
import { statementMissingRule } from '../areas/ethos/statement-missing/rule.ts';
import { wordsForReadersRule } from '../areas/jargon/words-for-readers/rule.ts';
import { sentenceLengthRule } from '../areas/sentences/too-long/rule.ts';
import { spellingRule } from '../areas/spelling/misspelt/rule.ts';

const rules: Readonly<Record<RuleKindId, AnyRuleModule>> = {
  'jargon.wordsForReaders': wordsForReadersRule,
  'claims.certainty': claimCertaintyRule,
  'abbreviations.askReaders': abbreviationsRule,
  'spelling.misspelt': spellingRule,
  'sentence.tooLong': sentenceLengthRule,
  'ethos.statementMissing': statementMissingRule,
  'coherence.pronouns.bareDemonstrative': pronounsRule,
  'criticalThinking.questionStated': questionsRule,
  'criticalThinking.figuresPresent': informationRule,
};

export const ruleModules: readonly AnyRuleModule[] = Object.values(rules);

/** The rules of a point, in their declared order. */
export function rulesAt<P extends FeedbackPoint>(point: P): RuleModule<P>[] {
  return ruleModules
    .filter((rule) => rule.runsAt === point)
    .sort((a, b) => a.order - b.order) as RuleModule<P>[];
}

/** The findings of a point's rules, in their order, shown kinds only. */
export function runRules<P extends FeedbackPoint>(point: P, context: PointContexts[P], shown: ShownKinds): Finding[] {
  return rulesAt(point)
    .filter((rule) => shown(rule.kind.id))
    .flatMap((rule) => rule.check(context))
    .filter((item) => shown(item.kind));
}

const scoreWordKinds: ReadonlySet<string> = new Set(ruleModules.filter((rule) => rule.namesScoreWords).map((rule) => rule.kind.id));

/** Whether a finding names words that lower the score (its rule says so). */
export const namesScoreWords = (kind: string): boolean => scoreWordKinds.has(kind);
