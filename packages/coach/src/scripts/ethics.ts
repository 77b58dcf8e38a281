// The Ethics exercise (docs/exercises.md "Ethics stages", what each stage asks and stores): the
// student describes the aim of their research and an ethical issue presenting it could raise,
// proposes ways to resolve it, gets feedback, writes a final text, and judges which is better.
// A stage's number is its position in `stages` (stage-numbers.test.ts pins them).
// targetAudience, detailedAudience and additionalInformation are columns of the table (docs/product.md
// §3) the exercise never asks for: kept when a client sends them.

import type { FieldDeclarations } from '../engine/history.ts';
import { textField } from '../engine/history.ts';
import { type ChoiceOption, said } from '../messages/chat-text.ts';
import { stageNumbers, type ExerciseScript, type Stage } from '../engine/script.ts';
import { finishedStage, startTimeOnce, taskFields, whichIsBetterStage, writtenAnswerStage } from './common-stages.ts';

export const ethicsFields: FieldDeclarations = {
  ...taskFields,
  targetAudience: 'text',
  detailedAudience: 'text',
  originalText: 'text',
  mitigateText: 'text',
  mitigateTextGpt3: 'text',
  finalText: 'text',
  whichIsBetter: 'text',
  whyIsBetter: 'text',
  additionalInformation: 'text',
};

export const ethicsWhichIsBetterOptions: readonly ChoiceOption[] = [
  { value: '1', label: said('common.myOriginalText'), stored: 'Original' },
  { value: '2', label: said('ethics.better.final'), stored: 'Final' },
  { value: '3', label: said('common.equallyGood'), stored: 'Equal' },
];

const stages: readonly Stage[] = [
  {
    name: 'greeting',
    prompt: [
      said('ethics.greeting'),
      said('ethics.intro'),
    ],
    input: { kind: 'none' },
  },
  {
    name: 'originalText',
    prompt: [
      [said('ethics.originalText'), said('ethics.originalText.length')],
    ],
    input: { kind: 'text', words: { min: 100, max: 120 }, saveAs: { text: 'originalText' } },
    set: startTimeOnce,
  },
  {
    name: 'mitigateText',
    prompt: [said('ethics.mitigateText')],
    input: {
      kind: 'text',
      words: { min: 100, max: 140 },
      saveAs: { text: 'mitigateText', suggestion: 'mitigateTextGpt3' },
      feedback: {
        task: 'Propose one or two ways to resolve the ethical issue.',
        targetWords: 120,
        focus: ['ethics'],
        aiTask: 'ethicsQuestions',
        context: (fields) => ({ issue: textField(fields, 'originalText') }),
      },
    },
  },
  writtenAnswerStage('finalText', said('ethics.finalText'), { min: 100, max: 140 }),
  whichIsBetterStage({
    intro: said('common.letsCompare'),
    first: { label: said('common.originalText'), field: 'originalText' },
    last: { label: said('ethics.yourFinalText'), field: 'finalText' },
    question: said('ethics.whichIsBetter'),
    options: ethicsWhichIsBetterOptions,
  }),
  writtenAnswerStage('whyIsBetter', said('ethics.why'), { min: 20, max: 60 }),
  finishedStage([said('ethics.finished')]),
];

/** The stages code refers to, by name; a stage's number (stored as current_stage) is its position in `stages`. */
export const ethicsStages = stageNumbers(stages, {
  mitigateText: 'mitigateText',
  finished: 'finished',
});

export const ethicsScript: ExerciseScript = {
  id: 'ethics',
  title: 'Ethics',
  fields: ethicsFields,
  stages,
  finishStage: ethicsStages.finished,
};
