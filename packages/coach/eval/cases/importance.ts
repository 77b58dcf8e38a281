// Evaluation cases of the importance area: the Half Life texts (half-life-texts.ts)
// labelled with what an instructor would say for the chosen readers: whether the text says why the
// work matters, and for young readers an everyday comparison and a figure to picture (a
// measurement, percentage or count; a year is not a figure to picture). That needs reading for
// meaning and is the LLM coach's to judge (eval/llm-evaluation.ts).
import type { CoachCase } from './coach-case.ts';
import { halfLifeCase } from './half-life-texts.ts';

export const importanceCases: readonly CoachCase[] = [
  halfLifeCase('longSentenceAdults', [], ['importance.noPurpose']),
  halfLifeCase('shortSentencesAdults', [], ['importance.noPurpose']),
  halfLifeCase('noPurpose', ['importance.noPurpose'], []),
  halfLifeCase('purposeSoThat', [], ['importance.noPurpose']),
  halfLifeCase('youngComparisonMissing', ['importance.noComparison', 'importance.pictureNumber'], []),
  halfLifeCase('youngComparisonThere', [], ['importance.noComparison', 'importance.pictureNumber']),
  halfLifeCase('youngYearNotFigure', [], ['importance.pictureNumber', 'importance.noComparison', 'importance.noPurpose']),
  halfLifeCase('youngPercent', ['importance.pictureNumber'], ['importance.noPurpose']),
  halfLifeCase('adultsNoYoungAdvice', [], ['importance.noComparison', 'importance.pictureNumber', 'importance.noPurpose']),
  halfLifeCase('heLongSentence', [], ['importance.noPurpose']),
  halfLifeCase('heNoPurpose', ['importance.noPurpose'], []),
  halfLifeCase('heYoungComparison', [], ['importance.noComparison', 'importance.noPurpose']),
  halfLifeCase('lastVersionNoPromise', [], ['importance.noPurpose']),
  halfLifeCase('youngFigureQuantity', ['importance.pictureNumber'], ['importance.noComparison', 'importance.noPurpose']),
  halfLifeCase('heldLongHighSchool', [], ['importance.noPurpose']),
  halfLifeCase('heldYoungCount', ['importance.noComparison'], ['importance.noPurpose']),
  halfLifeCase('heldNoPurposeAdults', ['importance.noPurpose'], []),
  halfLifeCase('heldHeYoungYear', [], ['importance.pictureNumber', 'importance.noComparison']),
  halfLifeCase('round2LongElementary', ['importance.noComparison'], ['importance.noPurpose']),
  halfLifeCase('round2HePurpose', [], ['importance.noPurpose']),
  halfLifeCase('round2YoungPercentYear', ['importance.pictureNumber'], ['importance.noComparison', 'importance.noPurpose']),
  halfLifeCase('heldOutLongAdults', [], ['importance.noPurpose']),
  halfLifeCase('heldOutYoungNoPurpose', ['importance.noPurpose', 'importance.noComparison'], ['importance.pictureNumber']),
];
