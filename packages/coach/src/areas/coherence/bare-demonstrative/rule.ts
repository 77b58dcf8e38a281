// A bare "This" opening a sentence, at Coherence's question on pronouns.
import { bareDemonstrativeKind } from './kind.ts';
import { ruleModule } from '../../rule-module.ts';
import { pronounsFindings } from '../pronouns.ts';

export const pronounsRule = ruleModule({
  kind: bareDemonstrativeKind,
  cases: 'eval/cases/coherence.ts',
  runsAt: 'question',
  order: 1,
  check: ({ text, question }) => (question.id === 'coherence.pronouns' ? pronounsFindings(text) : []),
});
