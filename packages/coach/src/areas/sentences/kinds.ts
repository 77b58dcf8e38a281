// The sentences area's kind no rule makes (findings/kind-definition.ts; too long: too-long/).
import { form, type AreaKinds } from '../../findings/kind-definition.ts';

export const sentencesKinds = {
  // No rule makes it now (a praise line names no change); kept for the walks labelled with it.
  'summary.sentences': form('sentences', 'praise', ['sentence.fits', 'sentence.nearComfortable']),
} as const satisfies AreaKinds;
