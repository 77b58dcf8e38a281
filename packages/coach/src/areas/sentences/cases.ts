// Evaluation cases of the sentences area: the Half Life texts (evaluation/half-life-texts.ts)
// labelled with what an instructor would say for the chosen readers: a sentence too long for them,
// or sentences that suit them (said in the summary line). The built-in rules judge them
// (sentence-length.ts).
import type { CoachCase } from '../../evaluation/coach-case.ts';
import { halfLifeCase } from '../../evaluation/half-life-texts.ts';

export const sentencesCases: readonly CoachCase[] = [
  halfLifeCase('longSentenceAdults', ['sentence.tooLong'], ['summary.sentences']),
  halfLifeCase('shortSentencesAdults', ['summary.sentences'], ['sentence.tooLong']),
  halfLifeCase('noPurpose', ['summary.sentences'], ['sentence.tooLong']),
  halfLifeCase('heLongSentence', ['sentence.tooLong'], ['summary.sentences']),
  halfLifeCase('heNoPurpose', ['summary.sentences'], ['sentence.tooLong']),
  halfLifeCase('lastVersionNoPromise', ['summary.sentences'], ['sentence.tooLong']),
  halfLifeCase('heldLongHighSchool', ['sentence.tooLong'], ['summary.sentences']),
  halfLifeCase('heldNoPurposeAdults', ['summary.sentences'], ['sentence.tooLong']),
  halfLifeCase('round2LongElementary', ['sentence.tooLong'], ['summary.sentences']),
  halfLifeCase('round2HePurpose', ['summary.sentences'], ['sentence.tooLong']),
  halfLifeCase('heldOutLongAdults', ['sentence.tooLong'], ['summary.sentences']),
  halfLifeCase('heldOutHeLong', ['sentence.tooLong'], ['summary.sentences']),
];
