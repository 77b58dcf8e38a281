// The Half Life exercise (docs/exercises.md "Half Life stages", what each stage asks and stores):
// the student tells what they study and why it matters in 120, 60, 30 and again 120 words, with
// feedback after each, then judges which version suits the chosen readers better. A stage's number
// is its position in `stages` (stage-numbers.test.ts pins them). The name is asked only in research
// sessions whose participant has none yet: guests' data is kept minimal (docs/decisions.md "Privacy").
// Field names are the stored table's (docs/product.md §3): each text with its measures' suffixes.

import type { AudienceLevel } from '../engine/audience.ts';
import type { CoachFocus } from '../engine/coach.ts';
import type { FieldDeclarations, HistoryFields } from '../engine/history.ts';
import { textField } from '../engine/history.ts';
import { type ChoiceOption, renderChoiceQuestion, said, type Said } from '../messages/chat-text.ts';
import { stageNumbers, type ExerciseScript, type Stage } from '../engine/script.ts';
import {
  finishedStage,
  greetingStage,
  hasParticipantName,
  measuredTextFields,
  measuredTextMap,
  nameStage,
  researchEdition,
  researchStageNames,
  whichIsBetterStage,
} from './common-stages.ts';
import { reflectionFields, reflectionStages } from './reflections.ts';

export const halfLifeTexts = ['text120First', 'text60', 'text30', 'text120Last'] as const;
export type HalfLifeText = (typeof halfLifeTexts)[number];

export const halfLifeFields: FieldDeclarations = {
  isResearch: 'boolean',
  participantName: 'text',
  studentName: 'text',
  taskId: 'text',
  targetAudience: 'text',
  startTime: 'text',
  copyPasteCheck: 'text',
  /** The coach's findings per answer, as JSON (findings/stored.ts). */
  coachFindings: 'text',
  whichIsBetter: 'text',
  ...Object.fromEntries(halfLifeTexts.flatMap((text) => Object.entries(measuredTextFields(text)))),
  ...reflectionFields,
};

// The stored values are the original's, so old and new rows read alike.
export const audienceOptions: readonly ChoiceOption[] = [
  {
    value: '1',
    label: said('halfLife.audience.elementary'),
    stored: 'Elementary',
  },
  {
    value: '2',
    label: said('halfLife.audience.juniorHigh'),
    stored: 'Junior',
  },
  {
    value: '3',
    label: said('halfLife.audience.highSchool'),
    stored: 'High',
  },
  { value: '4', label: said('halfLife.audience.adults'), stored: 'Adult' },
];

const audienceLevels: Readonly<Record<string, AudienceLevel>> = {
  Elementary: 'elementary',
  Junior: 'juniorHigh',
  High: 'highSchool',
  Adult: 'adults',
};

export const whichIsBetterOptions: readonly ChoiceOption[] = [
  { value: '1', label: said('common.myOriginalText'), stored: 'Original' },
  { value: '2', label: said('halfLife.better.revised'), stored: 'Revised' },
  { value: '3', label: said('halfLife.better.neither'), stored: 'Neither' },
  { value: '4', label: said('halfLife.better.both'), stored: 'Both' },
];

const focus: readonly CoachFocus[] = ['jargon', 'wordCount', 'sentenceLength', 'importance'];

function writingStage(
  name: HalfLifeText,
  prompt: readonly Said[],
  target: number,
  min: number,
  max: number,
): Stage {
  return {
    name,
    prompt: [prompt],
    input: {
      kind: 'text',
      words: { min, max },
      saveAs: measuredTextMap(name),
      feedback: {
        task: `Tell what you study and why it is important, in about ${target} words.`,
        targetWords: target,
        focus,
        // The last text of the exercise: advice is for the texts written next.
        ...(name === 'text120Last' ? { finalVersion: true } : {}),
      },
    },
  };
}

/** Readers a course assignment set (script.readersChosen) skip the question; otherwise it is asked. */
const afterName = (fields: HistoryFields) =>
  audienceLevels[textField(fields, 'targetAudience')] ? halfLifeStages.text120First : halfLifeStages.audience;

/** The original's studentName counts as a name too. */
function hasName(fields: HistoryFields): boolean {
  return hasParticipantName(fields) || textField(fields, 'studentName').trim() !== '';
}

const stages: readonly Stage[] = [
  greetingStage({
    prompt: [said('halfLife.greeting')],
    nameStage: () => halfLifeStages.name,
    firstStage: afterName,
    hasName,
  }),
  nameStage(({ answer }) => ({ studentName: answer })),
  {
    name: 'audience',
    prompt: [
      renderChoiceQuestion(said('halfLife.audienceQuestion'), audienceOptions),
    ],
    input: { kind: 'choice', options: audienceOptions, saveAs: 'targetAudience' },
  },
  writingStage(
    'text120First',
    [said('halfLife.text120First'), said('halfLife.text120First.length')],
    120,
    100,
    140,
  ),
  writingStage(
    'text60',
    [said('halfLife.text60')],
    60,
    45,
    75,
  ),
  writingStage(
    'text30',
    [said('halfLife.text30')],
    30,
    20,
    40,
  ),
  writingStage(
    'text120Last',
    [said('halfLife.text120Last.intro'), said('halfLife.text120Last')],
    120,
    100,
    140,
  ),
  whichIsBetterStage({
    intro: said('halfLife.seeWhetherItWorked'),
    first: { label: said('common.originalText'), field: 'text120First' },
    last: { label: said('halfLife.revisedText'), field: 'text120Last' },
    // The readers the writer chose, not "a general audience" (w58, w59: writers for children read it as the wrong readers).
    question: (fields) => {
      const level = audienceLevels[textField(fields, 'targetAudience')];
      return level ? said('halfLife.whichIsBetter.readers', { readers: said(`coach.readers.${level}`) }) : said('halfLife.whichIsBetter');
    },
    options: whichIsBetterOptions,
  }),
  finishedStage([said('halfLife.finished')]),
];

// The research editions end with the reflections every research edition shares, so a study
// can compare them; they come after the last choice and lead to the same finished stage 8.
const researchStages: readonly Stage[] = [
  ...stages.map((stage) =>
    stage.name === 'whichIsBetter' ? { ...stage, next: () => halfLifeStages.firstReflection } : stage,
  ),
  ...reflectionStages({ finished: () => halfLifeStages.finished }),
];

/**
 * The stages the script refers to, by name; their numbers are their positions (the standard
 * edition's stages are the research editions' first nine, so one table serves both).
 */
export const halfLifeStages = stageNumbers(researchStages, {
  ...researchStageNames,
  audience: 'audience',
  text120First: 'text120First',
});

export const halfLifeScript: ExerciseScript = {
  id: 'halfLife',
  title: 'Half Life',
  fields: halfLifeFields,
  stages,
  finishStage: halfLifeStages.finished,
  audience: (fields) => audienceLevels[textField(fields, 'targetAudience')] ?? null,
  readersChosen: (level) => ({ targetAudience: audienceOptions.find((option) => audienceLevels[option.stored] === level)!.stored }),
  // The original's copy of the participant's name: participant_name holds it already.
  unstored: ['studentName'],
};

export const halfLifeResearchScript = researchEdition(halfLifeScript, researchStages);
