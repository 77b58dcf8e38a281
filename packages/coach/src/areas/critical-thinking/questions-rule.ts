// Whether the summary states its question, at Critical Thinking's question on the questions.
import { ruleModule } from '../../findings/rule-module.ts';
import { questionsFindings } from './questions.ts';

export const questionsRule = ruleModule({
  makes: ['criticalThinking.questionStated'],
  runsAt: 'question',
  order: 2,
  check: ({ text, question }) => (question.id === 'criticalThinking.questions' ? questionsFindings(text, question.answer ?? '') : []),
});
