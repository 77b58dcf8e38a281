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
  'coherence.connectors.kindMissing': meaning('coherence', 'statement', [
    'questions.connectors.missing.contrast',
    'questions.connectors.missing.cause',
    'questions.connectors.missing.addition',
  ]),
  'coherence.pronouns.referentMissing': meaning('coherence', 'statement', [
    'questions.pronouns.referentMissing',
  ]),
  'coherence.pronouns.vagueIt': meaning('coherence', 'statement', ['questions.pronouns.vagueIt']),
  'coherence.pronouns.replaceNoun': meaning('coherence', 'statement', [
    'questions.pronouns.replaceNoun',
  ]),
  'coherence.pronouns.clear': meaning('coherence', 'praise', ['questions.pronouns.clear']),
  'coherence.verbs.varied': meaning('coherence', 'praise', ['questions.verbs.varied']),
} as const satisfies AreaKinds;
