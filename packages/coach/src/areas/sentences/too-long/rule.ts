// The sentence to split, where the feedback point measures sentence length.
import { tooLongKind } from './kind.ts';
import { ruleModule } from '../../rule-module.ts';
import { sentenceFinding } from '../sentence-length.ts';

export const sentenceLengthRule = ruleModule({
  kind: tooLongKind,
  cases: 'eval/cases/sentences.ts',
  runsAt: 'textForReaders',
  order: 2,
  check: ({ request, text, measures, profile, readers, language }) => {
    if (!request.focus.includes('sentenceLength')) return [];
    const found = sentenceFinding(measures, profile, readers, language, text);
    return found ? [found] : [];
  },
});
