// The words these readers may not know: a question a text for chosen readers raises (Half Life,
// Persuasion), never for readers in the writer's own field, and not at a Coherence or Critical
// Thinking question, which chose no readers: asked there of "readers outside your field", 215 of 321
// fresh labels were fair (0.67; en 0.65, he 0.62, ar 0.79: terms a specialist text explains in
// passing, names), far under the 0.85 floor (labels-words-outside-field-2026-12-01.tsv, w77–w79 shadow).
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
