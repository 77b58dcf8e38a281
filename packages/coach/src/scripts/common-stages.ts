// The pieces the exercise scripts declare alike (docs/exercises.md): fields, stages, the research
// edition of a script, and whether feedback suggested anything for a revision prompt.

import { textField, type FieldDeclarations, type HistoryFields } from '../engine/history.ts';
import { storedKindsOf } from '../findings/stored.ts';
import type { AnswerContext, ExerciseScript, Prompt, Stage, TextFieldMap } from '../engine/script.ts';
import type { WordRange } from '../engine/word-count.ts';
import { textToHtml } from '../markup/html.ts';
import { type ChoiceOption, renderChoiceQuestion, said, type Said } from '../messages/chat-text.ts';

/** The fields every exercise's history keeps about the task itself, in this order. */
export const taskFields = {
  taskId: 'text',
  startTime: 'text',
  copyPasteCheck: 'text',
  /** The coach's findings per answer, as JSON (findings/stored.ts). */
  coachFindings: 'text',
} as const;

/** Where a measured text and its measures are kept, named after it as the stored tables name them. */
export function measuredTextMap(text: string): TextFieldMap {
  return {
    text,
    rareWords: `${text}Jargon`,
    suggestion: `${text}GPT3`,
    totalWords: `${text}TotalWords`,
    rareWordCount: `${text}RareWords`,
    rarePercentage: `${text}RareWordsPercentage`,
    score: `${text}JargonScore`,
  };
}

const measureTypes = { text: 'text', rareWords: 'text', suggestion: 'text', totalWords: 'count', rareWordCount: 'count', rarePercentage: 'number', score: 'number' } as const;

/** The fields of measuredTextMap, in its order; without the AI's rephrasing where a script keeps it elsewhere. */
export function measuredTextFields(text: string, withSuggestion = true): FieldDeclarations {
  const fields = Object.entries(measuredTextMap(text)) as [keyof typeof measureTypes, string][];
  return Object.fromEntries(fields.filter(([measure]) => withSuggestion || measure !== 'suggestion').map(([measure, field]) => [field, measureTypes[measure]]));
}

/** The session's start time, set the first time a script passes this stage and kept after. */
export function startTimeOnce({ fields, now }: AnswerContext): HistoryFields {
  return textField(fields, 'startTime') ? {} : { startTime: now.toISOString() };
}

/** Whether the participant has given a name. */
export function hasParticipantName(fields: HistoryFields): boolean {
  return textField(fields, 'participantName').trim() !== '';
}

export interface GreetingStageOptions {
  prompt: Prompt;
  /** The name stage, and the first stage of the exercise proper (functions: numbers known later). */
  nameStage: () => number;
  firstStage: (fields: HistoryFields) => number;
  /** Whether the participant is known by name already. */
  hasName?: (fields: HistoryFields) => boolean;
}

/**
 * The greeting of a script with research editions: it stores the start time, then goes to the
 * name stage in a research session whose participant has no name yet, else to the exercise.
 */
export function greetingStage({
  prompt,
  nameStage,
  firstStage,
  hasName = hasParticipantName,
}: GreetingStageOptions): Stage {
  return {
    name: 'greeting',
    prompt,
    input: { kind: 'none' },
    set: startTimeOnce,
    next: ({ fields }) => (fields.isResearch === true && !hasName(fields) ? nameStage() : firstStage(fields)),
  };
}

/**
 * Whether the coach's feedback on an answer (`feedbackField`, its findings under `answerField`)
 * suggested something a revision prompt may call "the suggestions above": a remark, or a coach's
 * own words (an AI's answer has no findings); a summary line alone suggests nothing.
 */
export function feedbackSuggested(fields: HistoryFields, feedbackField: string, answerField: string): boolean {
  if (textField(fields, feedbackField).trim() === '') return false;
  const kinds = storedKindsOf(fields.coachFindings, answerField);
  return kinds === null || kinds.some((kind) => !kind.startsWith('summary.'));
}

/** A participant's name or pseudonym: one word is a name ("Eve"), a sentence is not. */
const PARTICIPANT_NAME_WORDS = { min: 1, max: 5 } as const;

/**
 * The name a research participant goes by (1–5 words), thanked by name; `set` stores further
 * fields. The question says who sees it and offers a pseudonym (docs/exercises.md "The
 * participant's name").
 */
export function nameStage(set?: Stage['set']): Stage {
  return {
    name: 'name',
    prompt: [said('common.askName')],
    input: { kind: 'text', words: PARTICIPANT_NAME_WORDS, saveAs: { text: 'participantName' } },
    ...(set ? { set } : {}),
    reply: ({ answer }) => [said('common.thankYouName', { name: answer })],
  };
}

/** A stage that asks one question and keeps the written answer in `field`, without feedback. */
export function writtenAnswerStage(name: string, question: Said, words: WordRange, field: string = name): Stage {
  return { name, prompt: [question], input: { kind: 'text', words, saveAs: { text: field } } };
}

/** The last stage: its prompt once, then `reply` to any further message. */
export function finishedStage(prompt: Prompt, reply: Said = said('common.finishedWriteNew')): Stage {
  return { name: 'finished', prompt, input: { kind: 'end', reply } };
}

/** A text the student wrote, shown under its label. */
export interface LabelledText {
  label: Said;
  field: string;
}

export interface WhichIsBetterStageOptions {
  /** The line before the two texts. */
  intro: Said;
  first: LabelledText;
  last: LabelledText;
  question: Said | ((fields: HistoryFields) => Said);
  options: readonly ChoiceOption[];
}

/** The student's first and last texts, one under the other, and which of them is better. */
export function whichIsBetterStage({ intro, first, last, question, options }: WhichIsBetterStageOptions): Stage {
  return {
    name: 'whichIsBetter',
    prompt: ({ fields }) => [
      intro,
      first.label,
      textToHtml(textField(fields, first.field)),
      last.label,
      textToHtml(textField(fields, last.field)),
      renderChoiceQuestion(typeof question === 'function' ? question(fields) : question, options),
    ],
    input: { kind: 'choice', options, saveAs: 'whichIsBetter' },
  };
}

/** The stages a script with research editions refers to besides its own. */
export const researchStageNames = {
  greeting: 'greeting',
  name: 'name',
  firstReflection: 'reflection1',
  openReflection: 'reflectionOpen',
  finished: 'finished',
} as const;

/**
 * A script's research edition: isResearch always true, so the greeting asks the participant's
 * name first; `stages` when the edition has stages of its own (Half Life's reflections).
 */
export function researchEdition(script: ExerciseScript, stages = script.stages): ExerciseScript {
  return { ...script, fixedFields: { isResearch: true }, stages };
}
