// The sentences area's kinds (findings/kind-definition.ts): their lengths, the longest quoted.
import { form, type AreaKinds } from '../../findings/kind-definition.ts';

export const sentencesKinds = {
  'sentence.tooLong': form('sentences', 'statement', ['sentence.tooLong']),
  // No rule makes it now (a praise line names no change); kept for the walks labelled with it.
  'summary.sentences': form('sentences', 'praise', ['sentence.fits', 'sentence.nearComfortable']),
} as const satisfies AreaKinds;
