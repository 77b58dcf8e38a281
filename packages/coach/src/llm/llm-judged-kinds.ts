// The kinds of remark the LLM coach judges where one is configured (docs/exercises.md "The LLM
// coach's findings"): every kind whose truth needs reading what a sentence means — the words the
// readers may not know, why the work matters, support for a claim, the readers' value, the
// writer's credibility, consent and the other ethical concerns, a pronoun's referent, Critical
// Thinking's purpose, data, conclusions and significance. They are the registry's kinds that read
// meaning (findings/kinds.ts, `llm`; llm-judged-kinds.test.ts holds the two equal), listed here
// with their literal ids so that llm-findings.ts and llm-prompts.ts must say, for each, where it
// is asked, how it is said and what it claims.
import type { RemarkKind } from '../findings/kinds.ts';

export const llmJudgedKinds = [
  // Words the readers may not know, terms explained, spelling (Half Life, Persuasion's summary).
  'jargon.wordsForReaders',
  'jargon.explainedLate',
  'summary.explained',
  'summary.keyTerms',
  'summary.noRareWords',
  'spelling.misspelt',
  // Why it matters (Half Life).
  'importance.noComparison',
  'importance.pictureNumber',
  // Support for a claim (Persuasion's logos; the evidence focus).
  'logos.noEvidence',
  'logos.evidenceCheck',
  'logos.causeLink',
  'logos.noCauseLink',
  'logos.unsupportedClaim',
  'evidence.present',
  'evidence.none',
  // The readers' value (Persuasion's pathos).
  'pathos.valueNamed',
  'pathos.valueClose',
  'pathos.valueMissing',
  'pathos.answerNoButPresent',
  // The writer's credibility (Persuasion's ethos).
  'ethos.affiliation',
  'ethos.experience',
  'ethos.method',
  'ethos.noAffiliation',
  'ethos.noExperience',
  'ethos.noMethod',
  // The concerns an Ethics text names or leaves out, and the line of those it names.
  'ethics.noConcernNamed',
  'ethics.named.stakeholders',
  'ethics.named.consent',
  'ethics.named.privacy',
  'ethics.named.conflictOfInterest',
  'ethics.named.risk',
  'ethics.notNamed.stakeholders',
  'ethics.notNamed.consent',
  'ethics.notNamed.conflictOfInterest',
  'summary.ethicsNamed',
  // Coherence: what the words do in the text.
  'coherence.adverbs.intensifier',
  'coherence.connectors.paragraphUnlinked',
  'coherence.connectors.kindMissing',
  'coherence.pronouns.referentMissing',
  'coherence.pronouns.vagueIt',
  'coherence.pronouns.replaceNoun',
  'coherence.pronouns.clear',
  'coherence.verbs.varied',
  // Critical Thinking: purpose, research question, data, conclusions, significance.
  'criticalThinking.purposeStated',
  'criticalThinking.purposeLate',
  'criticalThinking.purposeMissing',
  'criticalThinking.askPrecise',
  'criticalThinking.improvedQuestion',
  'criticalThinking.answerIsTopic',
  'criticalThinking.answerWithoutData',
  'criticalThinking.noEvidence',
  'criticalThinking.hedged',
  'criticalThinking.noHedge',
  'criticalThinking.overstatedClaim',
  'criticalThinking.unsupportedClaim',
  'criticalThinking.noveltyMissing',
  'criticalThinking.significanceStated',
  'criticalThinking.significanceMissing',
  'criticalThinking.noConsequence',
] as const satisfies readonly RemarkKind[];

export type LlmJudgedKind = (typeof llmJudgedKinds)[number];

const judged: ReadonlySet<string> = new Set(llmJudgedKinds);

export function isLlmJudgedKind(kind: string): kind is LlmJudgedKind {
  return judged.has(kind);
}
