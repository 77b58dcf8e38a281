// The jargon area's kinds (findings/kind-definition.ts): words the readers may not know, and the
// terms a text explains.
import { meaning, type AreaKinds } from '../../findings/kind-definition.ts';

export const jargonKinds = {
  // The words these readers likely do not know (words-for-readers.ts).
  'jargon.wordsForReaders': meaning(
    'jargon',
    'question',
    ['ask', 'plain', 'last'].flatMap((shape) => [`jargon.wordsForReaders.${shape}.rare`, `jargon.wordsForReaders.${shape}.uncommon`]),
  ),
  'jargon.explainedLate': meaning('jargon', 'question', ['jargon.explainedLate']),
  'summary.explained': meaning('jargon', 'praise', [
    'jargon.explained.one',
    'jargon.explained.many',
  ]),
  'summary.keyTerms': meaning('jargon', 'praise', ['jargon.keyTerms.one', 'jargon.keyTerms.many']),
  'summary.noRareWords': meaning('jargon', 'praise', ['summary.noRareWords']),
} as const satisfies AreaKinds;
