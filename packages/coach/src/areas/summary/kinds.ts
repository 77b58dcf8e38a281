// The summary lines' kinds (findings/kind-definition.ts): the figures and the lines that hold the
// checks passed.
import { form, type AreaKinds } from '../../findings/kind-definition.ts';

export const summaryKinds = {
  'summary.figures': form('summary', 'figures', ['summary.line']),
  'summary.passed': form('summary', 'summary', ['summary.line']),
} as const satisfies AreaKinds;
