// The rule registry: every built-in rule module (areas/<area>/*-rule.ts, findings/rule-module.ts),
// one line each. A feedback point runs its rules in the order they declare, each only where one of
// the kinds it makes is shown, and keeps the findings shown (findings/shown.ts).
import type { AnyRuleModule, FeedbackPoint, PointContexts, RuleModule } from '../findings/rule-module.ts';
import type { Finding } from '../findings/finding.ts';
import type { ShownKinds } from '../findings/shown.ts';
import { abbreviationsRule } from '../areas/abbreviations/abbreviations-rule.ts';
import { claimCertaintyRule } from '../areas/claims/claim-certainty-rule.ts';
import { pronounsRule } from '../areas/coherence/pronouns-rule.ts';
import { informationRule } from '../areas/critical-thinking/information-rule.ts';
import { questionsRule } from '../areas/critical-thinking/questions-rule.ts';
import { statementMissingRule } from '../areas/ethos/statement-missing-rule.ts';
import { wordsForReadersRule } from '../areas/jargon/words-for-readers-rule.ts';
import { sentenceLengthRule } from '../areas/sentences/sentence-length-rule.ts';
import { spellingRule } from '../areas/spelling/spelling-rule.ts';

export const ruleModules: readonly AnyRuleModule[] = [
  wordsForReadersRule,
  claimCertaintyRule,
  abbreviationsRule,
  spellingRule,
  sentenceLengthRule,
  statementMissingRule,
  pronounsRule,
  questionsRule,
  informationRule,
];

/** The rules of a point, in their declared order. */
export function rulesAt<P extends FeedbackPoint>(point: P): RuleModule<P>[] {
  return ruleModules
    .filter((rule) => rule.runsAt === point)
    .sort((a, b) => a.order - b.order) as RuleModule<P>[];
}

/** The findings of a point's rules, in their order, shown kinds only. */
export function runRules<P extends FeedbackPoint>(point: P, context: PointContexts[P], shown: ShownKinds): Finding[] {
  return rulesAt(point)
    .filter((rule) => rule.makes.some(shown))
    .flatMap((rule) => rule.check(context))
    .filter((item) => shown(item.kind));
}
