// The sentences area's kinds (findings/kind-definition.ts): their lengths, the longest quoted.
import { form, type AreaKinds } from '../../findings/kind-definition.ts';

export const sentencesKinds = {
  'sentence.tooLong': form('sentences', 'statement', ['sentence.tooLong']),
  'summary.sentences': form('sentences', 'praise', ['sentence.fits', 'sentence.nearComfortable']),
} as const satisfies AreaKinds;
