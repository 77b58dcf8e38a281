// The misspelt words of a text whose words the feedback point measures.
import { ruleModule } from '../../findings/rule-module.ts';
import { misspeltWordsRemarks } from './misspelt-words.ts';

export const spellingRule = ruleModule({
  makes: ['spelling.misspelt'],
  runsAt: 'textForReaders',
  order: 1,
  check: ({ request, text, analysis }) => (request.focus.includes('jargon') ? misspeltWordsRemarks(text, analysis) : []),
});
