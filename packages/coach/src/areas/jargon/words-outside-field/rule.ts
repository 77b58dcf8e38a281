// The words readers outside the field may not know, at a Coherence or Critical Thinking question
// about a text of 60+ words (the words question of a text for chosen readers: ../words-for-readers/rule.ts).
import { wordsOutsideFieldKind } from './kind.ts';
import { ruleModule } from '../../rule-module.ts';
import { wordsForReadersRemarks } from '../words-for-readers.ts';

export const wordsOutsideFieldRule = ruleModule({
  kind: wordsOutsideFieldKind,
  cases: { none: 'the words for the readers rest on the measure of the real dictionaries, which the cases run without' },
  runsAt: 'readerQuestions',
  order: 4,
  check: ({ request, text, analysis, profile, readers, asked }) =>
    request.question && !request.specialistReaders
      ? wordsForReadersRemarks(text, analysis, profile.level, readers, false, asked, undefined, 'jargon.wordsOutsideField')
      : [],
});
