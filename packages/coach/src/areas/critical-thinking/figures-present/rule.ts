// Whether the summary carries the answer's figures, at Critical Thinking's question on information.
import { figuresPresentKind } from './kind.ts';
import { ruleModule } from '../../rule-module.ts';
import { informationFindings } from '../information.ts';

export const informationRule = ruleModule({
  kind: figuresPresentKind,
  cases: 'eval/cases/critical-thinking.ts',
  runsAt: 'question',
  order: 3,
  check: ({ text, question }) =>
    question.id === 'criticalThinking.information' ? informationFindings(text, question.answer ?? '') : [],
});
