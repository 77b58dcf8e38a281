// The words these readers may not know: a question a text for chosen readers raises (Half Life,
// Persuasion), never for readers in the writer's own field, and not at a Coherence or Critical
// Thinking question: that exercise chose no readers, and whether "readers outside your field" know
// a word of an abstract is no fact the writer can weigh (labels of the question asked there on every
// walk by hands that never read a rule: 106 of 163 fair; English 88 of 130, Hebrew and Arabic 18 of 33).
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
