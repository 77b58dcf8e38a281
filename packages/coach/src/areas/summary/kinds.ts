// The summary lines' kinds (findings/kind-definition.ts): the figures, the lines that hold the
// checks passed, and the prompt said when no remark is.
import { form, type AreaKinds } from '../../findings/kind-definition.ts';

export const summaryKinds = {
  'summary.figures': form('summary', 'figures', ['summary.line']),
  'summary.passed': form('summary', 'summary', ['summary.line']),
  'summary.noRemark': form('summary', 'prompt', ['questions.noRemark']),
} as const satisfies AreaKinds;
