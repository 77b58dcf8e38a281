// The coherence area's kinds (findings/kind-definition.ts): how the text's words link its sentences.
import { meaning, type AreaKinds } from '../../findings/kind-definition.ts';

export const coherenceKinds = {
  'coherence.adverbs.intensifier': meaning('coherence', 'question', [
    'questions.adverbs.intensifierOne',
    'questions.adverbs.intensifiersMany',
  ]),
  'coherence.connectors.paragraphUnlinked': meaning('coherence', 'question', [
    'questions.connectors.paragraphUnlinked',
  ]),
  // The model says these in its own words (llm/llm-findings.ts): no catalogue sentence.
  'coherence.connectors.kindMissing': meaning('coherence', 'statement'),
  'coherence.pronouns.referentMissing': meaning('coherence', 'statement'),
  'coherence.pronouns.vagueIt': meaning('coherence', 'statement'),
  'coherence.pronouns.replaceNoun': meaning('coherence', 'statement'),
  'coherence.pronouns.clear': meaning('coherence', 'praise', ['questions.pronouns.clear']),
  'coherence.verbs.varied': meaning('coherence', 'praise', ['questions.verbs.varied']),
} as const satisfies AreaKinds;
