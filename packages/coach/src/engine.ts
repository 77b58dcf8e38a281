// The exercise engine: runs one turn of any declared script (script.ts). The server keeps the
// stage machine (docs/decisions.md "The writing coach"): the client sends the history and the
// student's message, and gets the bot's messages and the updated history back.
//
// Rules (docs/product.md §4, §5): a turn without a student message greets at stage 0, or repeats the
// current question after a reload; invalid input is answered and the stage is kept; student
// input never throws. Only a structurally invalid history throws ExerciseInputError.

import type { BotMessageDraft, ChatMessage, StudentAnswer } from './chat-message.ts';
import type { Coach, Feedback, TableAnswer } from './coach.ts';
import { toCsv } from './csv.ts';
import { withStoredFindings } from './findings/stored.ts';
import { htmlToPlainText } from './html.ts';
import { localizeHtml, localizeText } from './i18n/localize.ts';
import type { CoachLanguage } from './language.ts';
import { assertValidHistory, declaredFields } from './history.ts';
import type { History, HistoryFields } from './history.ts';
import { matchOption, renderChoiceQuestion } from './options.ts';
import type {
  AnswerContext,
  ExerciseScript,
  Stage,
  StageContext,
  StageFeedback,
  TextFieldMap,
} from './script.ts';
import { normaliseTableRows } from './table-input.ts';
import {
  answerCharacterLimit,
  characterProblem,
  countWords,
  isWithinRange,
  longWordProblem,
  TABLE_CHARACTER_LIMIT,
  wordRangeMessage,
} from './word-count.ts';

export interface TurnResult {
  /** The bot's messages of this turn, in order. */
  messages: ChatMessage[];
  updatedHistory: History;
}

export interface TurnOptions {
  now?: () => Date;
  newId?: () => string;
  /**
   * The site's language: the bot's messages come in it (i18n/localize.ts) and the coach is
   * asked to answer in it. English (the scripts' own language) when absent.
   */
  language?: CoachLanguage;
  /**
   * The writer's key terms for this turn (docs/de-jargonizer.md "Key terms and explained terms"):
   * the coach's jargon remarks leave them out. Not a history field: the client sends them with
   * each turn.
   */
  keyTerms?: readonly string[];
}

function stageAt(script: ExerciseScript, index: number): Stage {
  const stage = script.stages[index];
  // A script whose next stage does not exist is a programming error, not bad input.
  if (!stage) throw new Error(`Script ${script.id} has no stage ${index}.`);
  return stage;
}

function promptOf(stage: Stage, context: StageContext): BotMessageDraft[] {
  return typeof stage.prompt === 'function' ? stage.prompt(context) : [...stage.prompt];
}

function toChatMessage(draft: BotMessageDraft, id: string, language: CoachLanguage | undefined): ChatMessage {
  if (typeof draft === 'string') return { id, text: localizeHtml(draft, language), isStudent: false, inputType: 'text' };
  return {
    id,
    isStudent: false,
    ...draft,
    text: localizeHtml(draft.text, language),
    // A table's headers and example row are shown in the language too (and its headers come
    // back as the answer's header row).
    tableHeaders: draft.tableHeaders.map((header) => localizeText(header, language)),
    ...(draft.exampleRow ? { exampleRow: draft.exampleRow.map((cell) => localizeText(cell, language)) } : {}),
  };
}

function retryQuestion(stage: Stage): string | null {
  if (stage.input.kind !== 'choice') return null;
  const question =
    stage.input.retryQuestion ?? 'Please answer with the number of one of these options:';
  return renderChoiceQuestion(question, stage.input.options);
}

/** The feedback as plain text for a feedbackN field; null when nothing is to be kept. */
function feedbackText(feedback: Feedback | null): string | null {
  if (!feedback || feedback.source === 'neutral') return null;
  const text = htmlToPlainText(feedback.messages.join('<br />'));
  return text === '' ? null : text;
}

function textFields(map: TextFieldMap, text: string, feedback: Feedback | null): HistoryFields {
  const fields: HistoryFields = {};
  const measures = feedback?.measures ?? null;
  if (map.text) fields[map.text] = text;
  const kept = feedbackText(feedback);
  if (map.feedback && kept !== null) fields[map.feedback] = kept;
  if (map.suggestion && feedback) fields[map.suggestion] = feedback.suggestion ?? '';
  if (map.totalWords) fields[map.totalWords] = measures?.totalWords ?? countWords(text);
  if (measures) {
    if (map.rareWords) fields[map.rareWords] = measures.rareWords.join(', ');
    if (map.rareWordCount) fields[map.rareWordCount] = measures.rareWordCount;
    if (map.rarePercentage) fields[map.rarePercentage] = measures.rarePercentage;
    if (map.score) fields[map.score] = measures.score;
  }
  return fields;
}

/**
 * The coach's findings on an answer, kept in the history field `coachFindings` when the script
 * declares it (findings/stored.ts); nothing for neutral coaching or a coach that made none.
 */
function findingsFields(script: ExerciseScript, fields: HistoryFields, answerField: string, feedback: Feedback | null): HistoryFields {
  if (!('coachFindings' in script.fields) || !feedback || feedback.source === 'neutral' || feedback.findings.length === 0) return {};
  return { coachFindings: withStoredFindings(fields.coachFindings, answerField, feedback.findings) };
}

/** A table answer: cells trimmed, empty rows dropped (docs/product.md §5), headers kept; null if all empty. */
function tableAnswerOf(student: StudentAnswer | null): TableAnswer | null {
  if (!student?.table) return null;
  const rows = normaliseTableRows(student.table.rows);
  if (rows.every((row) => row.every((cell) => cell === ''))) return null;
  return { headers: student.table.headers.map((header) => header.trim()), rows };
}

/**
 * What a table stage stores: CSV lines with the header row, or the plain text trimmed when the
 * client sent no table; "" (invalid) for a table whose cells are all empty.
 */
function tableDetails(student: StudentAnswer, table: TableAnswer | null): string {
  if (!student.table) return student.text.trim();
  if (!table) return '';
  return toCsv(table.headers.length > 0 ? [table.headers, ...table.rows] : table.rows);
}

export async function runTurn(
  script: ExerciseScript,
  history: History,
  studentMessage: string | StudentAnswer | null,
  coach: Coach,
  options: TurnOptions = {},
): Promise<TurnResult> {
  const student: StudentAnswer | null =
    typeof studentMessage === 'string' ? { text: studentMessage, table: null } : studentMessage;
  assertValidHistory(history, script.fields, script.stages.length);
  const now = options.now?.() ?? new Date();
  const newId = options.newId ?? (() => crypto.randomUUID());
  let fields: HistoryFields = {
    ...declaredFields(history.fields, script.fields),
    ...script.fixedFields,
  };
  let stageIndex = history.currentStage;
  const drafts: BotMessageDraft[] = [];

  const finish = (): TurnResult => ({
    messages: drafts.map((draft) => toChatMessage(draft, newId(), options.language)),
    updatedHistory: { currentStage: stageIndex, fields },
  });

  // Leaves the current stage after a valid answer: stores, replies, enters the next stage, and
  // passes straight through stages that wait for nothing.
  const advance = (
    answer: string,
    choice: AnswerContext['choice'],
    extra: Pick<AnswerContext, 'table' | 'feedbackSource'> = {},
  ): void => {
    for (let steps = 0; steps < script.stages.length; steps += 1) {
      const stage = stageAt(script, stageIndex);
      const context: AnswerContext = { fields, now, answer, choice, ...extra };
      fields = { ...fields, ...stage.set?.(context), ...script.fixedFields };
      const updated: AnswerContext = { ...context, fields };
      drafts.push(...(stage.reply?.(updated) ?? []));
      const next =
        typeof stage.next === 'function' ? stage.next(updated) : (stage.next ?? stageIndex + 1);
      const nextStage = stageAt(script, next);
      stageIndex = next;
      drafts.push(...promptOf(nextStage, { fields, now }));
      if (nextStage.input.kind !== 'none') return;
      answer = '';
      choice = null;
      extra = {};
    }
    throw new Error(`Script ${script.id} loops through stages that wait for no input.`);
  };

  // The coach's feedback on a text, with what this question adds to the request. A question
  // about the student's own text (subject) names the text the coach judges and its context.
  const askCoach = (
    spec: StageFeedback,
    text: string,
    range: { min: number; max: number } | null,
    answerContext?: AnswerContext,
  ): Promise<Feedback> => {
    const target = spec.targetWords;
    const readers = script.readers?.(fields) ?? null;
    const subject = answerContext ? spec.subject?.(answerContext) : undefined;
    return coach.feedback({
      exercise: script.id,
      stage: stageIndex,
      task: spec.task,
      text: subject?.text ?? text,
      audience: script.audience?.(fields) ?? null,
      focus: spec.focus,
      ...(target === undefined || range === null
        ? {}
        : { words: { target, min: range.min, max: range.max } }),
      ...(spec.aiTask ? { aiTask: spec.aiTask } : {}),
      ...(spec.finalVersion ? { finalVersion: true } : {}),
      ...(spec.context ? { context: spec.context(fields) } : {}),
      ...(readers ? { readers } : {}),
      ...(subject ? { question: subject.question } : {}),
      ...(options.language ? { language: options.language } : {}),
      ...(options.keyTerms?.length ? { keyTerms: options.keyTerms } : {}),
    });
  };

  const stage = stageAt(script, stageIndex);
  const input = stage.input;

  if (input.kind === 'none') {
    drafts.push(...promptOf(stage, { fields, now }));
    advance('', null);
    return finish();
  }
  if (student === null) {
    // First call on load or a reload: ask the current question again.
    drafts.push(...promptOf(stage, { fields, now }));
    return finish();
  }

  const answer = student.text.trim();

  switch (input.kind) {
    case 'end':
      drafts.push(input.reply);
      return finish();
    case 'choice': {
      const choice = matchOption(answer, input.options);
      if (!choice) {
        drafts.push(retryQuestion(stage) ?? '');
        return finish();
      }
      fields = { ...fields, [input.saveAs]: choice.stored };
      if (input.feedback) {
        const about = fields[input.feedback.about];
        const feedback = await askCoach(
          input.feedback,
          typeof about === 'string' ? about : '',
          null,
        );
        drafts.push(...feedback.messages);
        if (input.feedback.suggestionField)
          fields = { ...fields, [input.feedback.suggestionField]: feedback.suggestion ?? '' };
        fields = { ...fields, ...findingsFields(script, fields, input.saveAs, feedback) };
      }
      advance(answer, choice);
      return finish();
    }
    case 'text': {
      const words = countWords(answer);
      if (!isWithinRange(words, input.words)) {
        drafts.push(wordRangeMessage(input.words, words));
        return finish();
      }
      const tooLong = characterProblem(answer, answerCharacterLimit(input.words));
      if (tooLong !== null) {
        drafts.push(tooLong);
        return finish();
      }
      const reason = input.check?.(answer) ?? null;
      if (reason !== null) {
        drafts.push(reason);
        return finish();
      }
      let feedback: Feedback | null = null;
      if (input.feedback) {
        feedback = await askCoach(input.feedback, answer, input.words, {
          fields,
          now,
          answer,
          choice: null,
        });
        drafts.push(...feedback.messages);
      }
      fields = { ...fields, ...textFields(input.saveAs, answer, feedback) };
      fields = { ...fields, ...findingsFields(script, fields, input.saveAs.text ?? stage.name, feedback) };
      advance(answer, null, { feedbackSource: feedback?.source ?? null });
      return finish();
    }
    case 'table': {
      const table = tableAnswerOf(student);
      const details = tableDetails(student, table);
      if (details === '') {
        drafts.push(input.invalid, ...promptOf(stage, { fields, now }));
        return finish();
      }
      // Each cell is checked for endless "words" (the CSV line joins cells with bare commas).
      const cells = table ? [...table.headers, ...table.rows.flat()].join('\n') : details;
      const tooLong = longWordProblem(cells) ?? characterProblem(details, TABLE_CHARACTER_LIMIT);
      if (tooLong !== null) {
        drafts.push(tooLong, ...promptOf(stage, { fields, now }));
        return finish();
      }
      let feedback: Feedback | null = null;
      if (input.feedback) {
        feedback = await askCoach(input.feedback, answer, null, {
          fields,
          now,
          answer,
          choice: null,
          table,
        });
        drafts.push(...feedback.messages);
      }
      fields = { ...fields, [input.saveAs]: details };
      const kept = feedbackText(feedback);
      if (input.feedbackAs && kept !== null) fields[input.feedbackAs] = kept;
      fields = { ...fields, ...findingsFields(script, fields, input.feedbackAs ?? input.saveAs, feedback) };
      advance(answer, null, { table, feedbackSource: feedback?.source ?? null });
      return finish();
    }
  }
}
