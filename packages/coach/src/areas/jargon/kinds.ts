// The jargon area's kinds no rule makes (findings/kind-definition.ts): the terms a text explains
// (the words for the readers: words-for-readers/).
import { meaning, type AreaKinds } from '../../findings/kind-definition.ts';

export const jargonKinds = {
  // Said in the model's own words (llm/llm-findings.ts): no catalogue sentence.
  'jargon.explainedLate': meaning('jargon', 'question'),
  'summary.explained': meaning('jargon', 'praise', [
    'jargon.explained.one',
    'jargon.explained.many',
  ]),
  'summary.keyTerms': meaning('jargon', 'praise', ['jargon.keyTerms.one', 'jargon.keyTerms.many']),
  'summary.noRareWords': meaning('jargon', 'praise', ['summary.noRareWords']),
} as const satisfies AreaKinds;
