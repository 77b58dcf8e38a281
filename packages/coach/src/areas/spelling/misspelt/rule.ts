// The misspelt words of a text whose words the feedback point measures.
import { misspeltKind } from './kind.ts';
import { ruleModule } from '../../rule-module.ts';
import { misspeltWordsRemarks } from '../misspelt-words.ts';

export const spellingRule = ruleModule({
  kind: misspeltKind,
  cases: { none: 'in shadow; its labels come from the walks' },
  runsAt: 'textForReaders',
  order: 1,
  check: ({ request, text, analysis }) => (request.focus.includes('jargon') ? misspeltWordsRemarks(text, analysis) : []),
});
