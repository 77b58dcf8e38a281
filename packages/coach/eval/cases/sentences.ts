// Evaluation cases of the sentences area: the Half Life texts (half-life-texts.ts)
// labelled with what an instructor would say for the chosen readers: a sentence too long for them,
// or none. The built-in rules judge them
// (sentence-length.ts).
import type { CoachCase } from './coach-case.ts';
import { halfLifeCase } from './half-life-texts.ts';

export const sentencesCases: readonly CoachCase[] = [
  halfLifeCase('longSentenceAdults', ['sentence.tooLong'], []),
  halfLifeCase('shortSentencesAdults', [], ['sentence.tooLong']),
  halfLifeCase('noPurpose', [], ['sentence.tooLong']),
  halfLifeCase('heLongSentence', ['sentence.tooLong'], []),
  halfLifeCase('heNoPurpose', [], ['sentence.tooLong']),
  halfLifeCase('lastVersionNoPromise', [], ['sentence.tooLong']),
  halfLifeCase('heldLongHighSchool', ['sentence.tooLong'], []),
  halfLifeCase('heldNoPurposeAdults', [], ['sentence.tooLong']),
  halfLifeCase('round2LongElementary', ['sentence.tooLong'], []),
  halfLifeCase('round2HePurpose', [], ['sentence.tooLong']),
  halfLifeCase('heldOutLongAdults', ['sentence.tooLong'], []),
  halfLifeCase('heldOutHeLong', ['sentence.tooLong'], []),
];
