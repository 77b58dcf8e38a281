// The Critical Thinking area's kinds (findings/kind-definition.ts): the summary's purpose, data,
// conclusions and what they mean.
import { meaning, type AreaKinds } from '../../findings/kind-definition.ts';

export const criticalThinkingKinds = {
  'criticalThinking.purposeStated': meaning('criticalThinking', 'praise', [
    'questions.ct.purposeStated',
  ]),
  'criticalThinking.purposeLate': meaning('criticalThinking', 'question', [
    'questions.ct.purposeLate',
  ]),
  'criticalThinking.purposeMissing': meaning('criticalThinking', 'question', [
    'questions.ct.purposeMissing',
  ]),
  'criticalThinking.askPrecise': meaning('criticalThinking', 'question', [
    'questions.ct.askPrecise',
  ]),
  // Said in the model's own words (llm/llm-findings.ts): no catalogue sentence.
  'criticalThinking.improvedQuestion': meaning('criticalThinking', 'question'),
  'criticalThinking.answerIsTopic': meaning('criticalThinking', 'statement', [
    'questions.ct.answerIsTopic',
  ]),
  'criticalThinking.answerWithoutData': meaning('criticalThinking', 'statement', [
    'questions.ct.answerWithoutData',
  ]),
  'criticalThinking.noEvidence': meaning('criticalThinking', 'statement', [
    'questions.ct.noEvidence',
  ]),
  'criticalThinking.hedged': meaning('criticalThinking', 'praise', ['questions.ct.hedged']),
  'criticalThinking.noHedge': meaning('criticalThinking', 'question', ['questions.ct.noHedge']),
  'criticalThinking.overstatedClaim': meaning('criticalThinking', 'statement', [
    'questions.ct.overstatedClaim',
  ]),
  'criticalThinking.unsupportedClaim': meaning('criticalThinking', 'statement', [
    'questions.ct.unsupportedClaim',
  ]),
  'criticalThinking.noveltyMissing': meaning('criticalThinking', 'question', [
    'questions.ct.noveltyMissing',
  ]),
  'criticalThinking.significanceStated': meaning('criticalThinking', 'praise', [
    'questions.ct.significanceStated',
  ]),
  'criticalThinking.significanceMissing': meaning('criticalThinking', 'question', [
    'questions.ct.significanceMissingAfter',
  ]),
  'criticalThinking.noConsequence': meaning('criticalThinking', 'statement', [
    'questions.ct.noConsequence',
  ]),
} as const satisfies AreaKinds;
