// The words these readers may not know: a question a text for chosen readers raises (Half Life,
// Persuasion), never for readers in the writer's own field. A Coherence or Critical Thinking text
// chose no readers: its words question is a kind of its own (../words-outside-field/), measured apart.
import { wordsForReadersKind } from './kind.ts';
import { ruleModule } from '../../rule-module.ts';
import { wordsForReadersRemarks } from '../words-for-readers.ts';

export const wordsForReadersRule = ruleModule({
  kind: wordsForReadersKind,
  cases: { none: 'the words for the readers rest on the measure of the real dictionaries, which the cases run without' },
  namesScoreWords: true,
  runsAt: 'readerQuestions',
  order: 1,
  check: ({ request, text, analysis, profile, readers, asked }) =>
    request.specialistReaders || request.question ? [] : wordsForReadersRemarks(text, analysis, profile.level, readers, request.finalVersion === true, asked),
});
