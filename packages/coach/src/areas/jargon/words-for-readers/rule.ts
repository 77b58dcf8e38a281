// The words these readers may not know: a question a text for chosen readers raises (Half Life,
// Persuasion), never for researchers of the writer's own field; for funders and policymakers in English
// only: asked of them on every walk, 74 of 76 English questions were fair, but 40 of 52 Hebrew and 45 of
// 59 Arabic (inflected everyday forms, place names, olive varieties: eval/walks/held-back-words-funders-
// policymakers-he-ar-2026-12-03.tsv); and not at a Coherence or Critical
// Thinking question, which chose no readers: asked there of "readers outside your field", 215 of 321
// fresh labels were fair (0.67; en 0.65, he 0.62, ar 0.79: terms a specialist text explains in
// passing, names), far under the 0.85 floor (labels-words-outside-field-2026-12-01.tsv, w77–w79 shadow).
import { wordsForReadersKind } from './kind.ts';
import { ruleModule } from '../../rule-module.ts';
import { writtenLanguage } from '../../../i18n/language.ts';
import { wordsForReadersRemarks } from '../words-for-readers.ts';

export const wordsForReadersRule = ruleModule({
  kind: wordsForReadersKind,
  cases: { none: 'the words for the readers rest on the measure of the real dictionaries, which the cases run without' },
  namesScoreWords: true,
  runsAt: 'readerQuestions',
  order: 1,
  check: ({ request, text, analysis, profile, readers, asked }) =>
    request.researchReaders || (request.specialistReaders && writtenLanguage(text) !== 'en') || request.question ? [] : wordsForReadersRemarks(text, analysis, profile.level, readers, request.finalVersion === true, asked),
});
