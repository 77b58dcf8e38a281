// Whether the summary states its question, at Critical Thinking's question on the questions.
import { questionStatedKind } from './kind.ts';
import { ruleModule } from '../../rule-module.ts';
import { questionsFindings } from '../questions.ts';

export const questionsRule = ruleModule({
  kind: questionStatedKind,
  cases: 'eval/cases/critical-thinking.ts',
  runsAt: 'question',
  order: 2,
  check: ({ text, question }) => (question.id === 'criticalThinking.questions' ? questionsFindings(text, question.answer ?? '') : []),
});
