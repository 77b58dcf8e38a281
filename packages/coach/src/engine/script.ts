// How an exercise is declared: its stages, each with its prompt, input and check, feedback, the
// fields it stores and the next stage. The engine (engine.ts) runs any script.

import type { AudienceLevel } from './audience.ts';
import type { BotMessageDraft } from './chat-message.ts';
import type { AiTask, CoachFocus, QuestionContext, TableAnswer } from './coach.ts';
import type { FieldDeclarations, HistoryFields } from './history.ts';
import type { ChoiceOption, Said } from '../messages/chat-text.ts';
import type { WordRange } from './word-count.ts';

export interface StageContext {
  /** The history fields as they stand (after this turn's updates when entering a stage). */
  fields: HistoryFields;
  now: Date;
}

export interface AnswerContext extends StageContext {
  /** The student's answer as plain text, trimmed ("" for a stage without input). */
  answer: string;
  /** The option picked, for a choice stage. */
  choice: ChoiceOption | null;
  /** The table filled in, for a table stage. */
  table?: TableAnswer | null;
}

export type Prompt = readonly BotMessageDraft[] | ((context: StageContext) => BotMessageDraft[]);

/** Where a valid text and what the coach measured go in the history (field names). */
export interface TextFieldMap {
  text?: string;
  /** The coach's feedback as plain text; left unset when the coach was neutral. */
  feedback?: string;
  /** Distinct rare words, comma-joined ("Jargon" fields). */
  rareWords?: string;
  /** The AI rephrasing ("GPT3" fields); empty when no AI answered. */
  suggestion?: string;
  totalWords?: string;
  rareWordCount?: string;
  rarePercentage?: string;
  score?: string;
}

export interface StageFeedback {
  /** The question in plain words, for the coach. */
  task: string;
  /** The word target the student aimed at (the range is the input's). */
  targetWords?: number;
  focus: readonly CoachFocus[];
  /** What the LLM coach is asked for; 'rewrite' when absent. */
  aiTask?: AiTask;
  /** The exercise's last version of this text (FeedbackRequest.finalVersion). */
  finalVersion?: boolean;
  /** The focus areas' lessons were given at an earlier feedback point (FeedbackRequest.lessonGiven). */
  lessonGiven?: boolean;
  /** Earlier answers the coach needs for this question (FeedbackRequest.context). */
  context?: (fields: HistoryFields) => Record<string, string>;
  /** For a question about the student's own text: the text judged (the draft, not the answer) and the question. */
  subject?: (context: AnswerContext) => { text: string; question: QuestionContext };
}

/** Feedback after a choice on a text written earlier (field `about`); the AI's answer goes to `suggestionField`. */
export interface ChoiceFeedback extends StageFeedback {
  about: string;
  suggestionField?: string;
}

export type StageInput =
  /** The bot speaks and moves on without waiting (the greeting). */
  | { kind: 'none' }
  /** One of the options; anything else is asked again. */
  | {
      kind: 'choice';
      options: readonly ChoiceOption[];
      saveAs: string;
      retryQuestion?: Said;
      feedback?: ChoiceFeedback;
    }
  /** Free text within a word range, optionally with coach feedback. */
  | {
      kind: 'text';
      words: WordRange;
      saveAs: TextFieldMap;
      feedback?: StageFeedback;
      /** A further rule ("1–3 sentences"): the reason to ask again, or null when the text fits. */
      check?: (answer: string) => Said | null;
    }
  /**
   * A table (docs/product.md §5), stored as CSV lines with its header row; an empty one gets
   * `invalid` and is asked again. `feedbackAs` keeps the coach's feedback as plain text.
   */
  | {
      kind: 'table';
      saveAs: string;
      invalid: Said;
      feedback?: StageFeedback;
      feedbackAs?: string;
    }
  /** The exercise is finished: any message gets this reply and the stage stays. */
  | { kind: 'end'; reply: Said };

export interface Stage {
  /** A short name for documentation and logs ("audience", "text120First"). */
  name: string;
  /** What the bot says when this stage becomes current (and again after a reload). */
  prompt: Prompt;
  input: StageInput;
  /** Further fields to store once the input is valid (or when a 'none' stage is passed). */
  set?: (context: AnswerContext) => HistoryFields;
  /** What the bot says after a valid input and its feedback, before the next stage's prompt. */
  reply?: (context: AnswerContext) => BotMessageDraft[];
  /** The next stage; the following one when absent. */
  next?: number | ((context: AnswerContext) => number);
}

/**
 * The numbers of named stages, read from their positions: a stage's number is its index, and a
 * script names the stages it refers to rather than counting. Throws on a name that is missing or
 * used twice, which is a programming error.
 */
export function stageNumbers<const Names extends Readonly<Record<string, string>>>(
  stages: readonly Stage[],
  names: Names,
): { readonly [Key in keyof Names]: number } {
  const numbers: Record<string, number> = {};
  for (const [key, name] of Object.entries(names)) {
    const index = stages.findIndex((stage) => stage.name === name);
    if (index < 0 || stages.findIndex((stage, at) => at > index && stage.name === name) >= 0) {
      throw new Error(`No single stage is named ${name}.`);
    }
    numbers[key] = index;
  }
  return numbers as { readonly [Key in keyof Names]: number };
}

export interface ExerciseScript {
  /** The exercise id ("halfLife"), also sent to the coach. */
  id: string;
  title: string;
  /** Every history field besides currentStage and messages, with its type. */
  fields: FieldDeclarations;
  /** Fields a variant fixes whatever the request says (research variants: isResearch true). */
  fixedFields?: HistoryFields;
  /** Stage number = index. */
  stages: readonly Stage[];
  /** The stage at which the exercise is finished (docs/product.md §4, §9). */
  finishStage: number;
  /** The audience the coach writes for, from the history. */
  audience?: (fields: HistoryFields) => AudienceLevel | null;
  /** The fields that say the readers are chosen already (a course assignment names them): not asked again. */
  readersChosen?: (level: AudienceLevel) => HistoryFields;
  /** How the coach names readers who are not a science level (FeedbackRequest.readers). */
  readers?: (fields: HistoryFields) => string | null;
  /** The readers as the writer described them, whole (FeedbackRequest.readersDescription). */
  readersDescription?: (fields: HistoryFields) => string | null;
  /** Whether the readers work in or near the writer's field (FeedbackRequest.specialistReaders). */
  specialistReaders?: (fields: HistoryFields) => boolean;
  /** Whether the readers are researchers of the writer's field (FeedbackRequest.researchReaders). */
  researchReaders?: (fields: HistoryFields) => boolean;
  /** Declared fields with no column in the exercise's table; every other is stored (taskId is the row's id). */
  unstored?: readonly string[];
}
