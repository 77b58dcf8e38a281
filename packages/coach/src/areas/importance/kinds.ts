// The importance area's kinds (findings/kind-definition.ts): why the work matters.
import { meaning, type AreaKinds } from '../../findings/kind-definition.ts';

export const importanceKinds = {
  'importance.noComparison': meaning('importance', 'question', ['importance.askComparisonIn']),
  'importance.pictureNumber': meaning('importance', 'question', ['importance.askPictureNumber']),
} as const satisfies AreaKinds;
