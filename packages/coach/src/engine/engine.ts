// The exercise engine: one turn of any declared script (script.ts), from the history and the
// student's message to the bot's messages and the updated history (docs/product.md §4, §5).
// Invalid input is answered and the stage kept; only a malformed history throws ExerciseInputError.

import type { StudentAnswer } from './chat-message.ts';
import type { Coach, Feedback, TableAnswer } from './coach.ts';
import { toCsv } from '../markup/csv.ts';
import { withStoredFindings } from '../findings/stored.ts';
import { htmlToPlainText } from '../markup/html.ts';
import { assertValidHistory } from './history.ts';
import type { History, HistoryFields } from './history.ts';
import { matchOption } from '../markup/options.ts';
import { type ChatText, renderChoiceQuestion, said } from '../messages/chat-text.ts';
import type { ExerciseScript, Stage, StageInput, TextFieldMap } from './script.ts';
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

import { Turn, type TurnOptions, type TurnResult } from './turn.ts';

export type { TurnOptions, TurnResult };

type ChoiceInput = Extract<StageInput, { kind: 'choice' }>;
type TextInput = Extract<StageInput, { kind: 'text' }>;
type TableInput = Extract<StageInput, { kind: 'table' }>;

function retryQuestion(stage: Stage): ChatText {
  if (stage.input.kind !== 'choice') return [];
  return renderChoiceQuestion(stage.input.retryQuestion ?? said('engine.chooseOption'), stage.input.options);
}

/** The feedback as plain text for a feedbackN field, with the figures shown beside it; null when nothing is to be kept. */
function feedbackText(feedback: Feedback | null): string | null {
  if (!feedback || feedback.source === 'neutral') return null;
  const text = htmlToPlainText([...(feedback.figures === undefined ? [] : [feedback.figures]), ...feedback.messages].join('<br />'));
  return text === '' ? null : text;
}

function textFields(map: TextFieldMap, text: string, feedback: Feedback | null): HistoryFields {
  const fields: HistoryFields = {};
  const measures = feedback?.measures ?? null;
  if (map.text) fields[map.text] = text;
  const kept = feedbackText(feedback);
  if (map.feedback && kept !== null) fields[map.feedback] = kept;
  if (map.suggestion && feedback) fields[map.suggestion] = feedback.suggestion ?? '';
  // The answer's word count by the one rule the range check, the text box and the coach's line
  // use; the measure's own count of cleaned words (no figures) is only its percentage's base.
  if (map.totalWords) fields[map.totalWords] = countWords(text);
  if (measures) {
    if (map.rareWords) fields[map.rareWords] = measures.rareWords.join(', ');
    if (map.rareWordCount) fields[map.rareWordCount] = measures.rareWordCount;
    if (map.rarePercentage) fields[map.rarePercentage] = measures.rarePercentage;
    if (map.score) fields[map.score] = measures.score;
  }
  return fields;
}

/**
 * The coach's findings on an answer, kept in `coachFindings` when the script declares it; an empty
 * list where the built-in coach found nothing, so scripts tell it from neutral coaching or a model's answer.
 */
function findingsFields(script: ExerciseScript, fields: HistoryFields, answerField: string, feedback: Feedback | null): HistoryFields {
  if (!('coachFindings' in script.fields) || !feedback || feedback.source === 'neutral' || (feedback.findings.length === 0 && feedback.source !== 'builtin')) return {};
  return { coachFindings: withStoredFindings(fields.coachFindings, answerField, feedback.findings) };
}

/** A table answer: cells trimmed, empty rows dropped (docs/product.md §5), headers kept; null if all empty. */
function tableAnswerOf(student: StudentAnswer | null): TableAnswer | null {
  if (!student?.table) return null;
  const rows = normaliseTableRows(student.table.rows);
  if (rows.every((row) => row.every((cell) => cell === ''))) return null;
  return { headers: student.table.headers.map((header) => header.trim()), rows };
}

/** What a table stage stores: CSV lines with the header row, or the trimmed text without a table; "" when empty. */
function tableDetails(student: StudentAnswer, table: TableAnswer | null): string {
  if (!student.table) return student.text.trim();
  if (!table) return '';
  return toCsv(table.headers.length > 0 ? [table.headers, ...table.rows] : table.rows);
}

/** A choice stage: the option picked is stored, the coach may comment on an earlier text. */
async function answerChoice(turn: Turn, stage: Stage, input: ChoiceInput, answer: string): Promise<void> {
  const choice = matchOption(answer, input.options);
  if (!choice) {
    turn.say(retryQuestion(stage));
    return;
  }
  turn.fields = { ...turn.fields, [input.saveAs]: choice.stored };
  if (input.feedback) {
    const about = turn.fields[input.feedback.about];
    const feedback = await turn.askCoach(input.feedback, typeof about === 'string' ? about : '', null);
    turn.sayFeedback(feedback, input.saveAs);
    if (input.feedback.suggestionField)
      turn.fields = { ...turn.fields, [input.feedback.suggestionField]: feedback.suggestion ?? '' };
    turn.fields = { ...turn.fields, ...findingsFields(turn.script, turn.fields, input.saveAs, feedback) };
  }
  turn.advance(answer, choice);
}

/** A text stage: the text within its word range and rules is stored with the coach's feedback. */
async function answerText(turn: Turn, stage: Stage, input: TextInput, answer: string): Promise<void> {
  const words = countWords(answer);
  const outOfRange = !isWithinRange(words, input.words);
  const problem = outOfRange
    ? wordRangeMessage(input.words, words)
    : (characterProblem(answer, answerCharacterLimit(input.words)) ?? input.check?.(answer) ?? null);
  if (problem !== null) {
    turn.say(problem);
    // A text too long or too short for its stage still gets its readers' questions, to settle as
    // it is cut (issue 75: w91's over-long first versions went back with a word count alone).
    if (outOfRange && input.feedback && !input.feedback.subject)
      turn.sayFeedback(await turn.askCoach(input.feedback, answer, input.words, undefined, true), input.saveAs.text ?? stage.name);
    return;
  }
  let feedback: Feedback | null = null;
  if (input.feedback) {
    feedback = await turn.askCoach(input.feedback, answer, input.words, { fields: turn.fields, now: turn.now, answer, choice: null });
    turn.sayFeedback(feedback, input.saveAs.text ?? stage.name);
  }
  turn.fields = { ...turn.fields, ...textFields(input.saveAs, answer, feedback) };
  turn.fields = { ...turn.fields, ...findingsFields(turn.script, turn.fields, input.saveAs.text ?? stage.name, feedback) };
  turn.advance(answer, null);
}

/** A table stage: the table (or the plain text sent instead) is stored as CSV lines. */
async function answerTable(turn: Turn, stage: Stage, input: TableInput, student: StudentAnswer, answer: string): Promise<void> {
  const table = tableAnswerOf(student);
  const details = tableDetails(student, table);
  if (details === '') {
    turn.say(input.invalid, ...turn.promptOf(stage));
    return;
  }
  // Each cell is checked for endless "words" (the CSV line joins cells with bare commas).
  const cells = table ? [...table.headers, ...table.rows.flat()].join('\n') : details;
  const tooLong = longWordProblem(cells) ?? characterProblem(details, TABLE_CHARACTER_LIMIT);
  if (tooLong !== null) {
    turn.say(tooLong, ...turn.promptOf(stage));
    return;
  }
  let feedback: Feedback | null = null;
  if (input.feedback) {
    feedback = await turn.askCoach(input.feedback, answer, null, { fields: turn.fields, now: turn.now, answer, choice: null, table });
    turn.sayFeedback(feedback, input.feedbackAs ?? input.saveAs);
  }
  turn.fields = { ...turn.fields, [input.saveAs]: details };
  const kept = feedbackText(feedback);
  if (input.feedbackAs && kept !== null) turn.fields[input.feedbackAs] = kept;
  turn.fields = { ...turn.fields, ...findingsFields(turn.script, turn.fields, input.feedbackAs ?? input.saveAs, feedback) };
  turn.advance(answer, null, { table });
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
  const turn = new Turn(script, history, coach, options);
  const stage = turn.stage();
  const input = stage.input;

  if (input.kind === 'none') {
    turn.say(...turn.promptOf(stage));
    turn.advance('', null);
    return turn.finish();
  }
  if (student === null) {
    // First call on load or a reload: ask the current question again.
    turn.say(...turn.promptOf(stage));
    return turn.finish();
  }

  const answer = student.text.trim();
  switch (input.kind) {
    case 'end':
      turn.say(input.reply);
      break;
    case 'choice':
      await answerChoice(turn, stage, input, answer);
      break;
    case 'text':
      await answerText(turn, stage, input, answer);
      break;
    case 'table':
      await answerTable(turn, stage, input, student, answer);
      break;
  }
  return turn.finish();
}
