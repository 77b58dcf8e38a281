// The pathos area's kinds (findings/kind-definition.ts): the readers' value, and the prompt said
// where its claims are not shown.
import { form, meaning, type AreaKinds } from '../../findings/kind-definition.ts';

export const pathosKinds = {
  'pathos.valueNamed': meaning('pathos', 'praise', ['pathos.valueNamed']),
  'pathos.valueClose': meaning('pathos', 'praise', ['pathos.valueClose']),
  'pathos.valueMissing': meaning('pathos', 'question', ['pathos.valueMissing']),
  'pathos.answerNoButPresent': meaning('pathos', 'statement', ['pathos.answerNoButPresent']),
  // The writer points at their own sentence; no claim.
  'teach.pathos': form('pathos', 'prompt', ['teach.pathos']),
} as const satisfies AreaKinds;
