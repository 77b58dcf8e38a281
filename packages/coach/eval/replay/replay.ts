// Replays a walk through the exercise engine as the server runs it: runTurn from an empty
// history, the variant's script, the site's language, one turn per student answer. Every call
// to the coach is caught on its way back, so each remark is known with the request it answers.
import type { ChatMessage, StudentAnswer } from '../../src/engine/chat-message.ts';
import type { Coach, Feedback, FeedbackRequest } from '../../src/engine/coach.ts';
import { runTurn } from '../../src/engine/engine.ts';
import { exercises } from '../../src/exercises/registry.ts';
import type { History } from '../../src/engine/history.ts';
import { htmlToPlainText, textToHtml } from '../../src/markup/html.ts';
import { remarksOfFeedback, type Remark } from './remark.ts';
import type { Walk, WalkAnswer } from './walk.ts';

// A fixed clock: a walk replays the same whatever the day.
const replayNow = new Date('2026-11-25T12:00:00.000Z');

export interface ReplayedTurn {
  /** 1-based index of the student answer. */
  answer: number;
  student: string;
  /** The stage the answer was given at, and the one the turn ended at. */
  fromStage: number;
  toStage: number;
  /** The question number (Coherence, Critical Thinking) the coach commented on, if any. */
  question: number | null;
  /** The bot's messages of the turn, plain text. */
  coach: string[];
  remarks: Remark[];
}

export interface ReplayedWalk {
  walk: Walk;
  /** What the bot said before the first answer. */
  opening: string[];
  turns: ReplayedTurn[];
}

/**
 * A bot message as plain text, and a table prompt's headers and example row as the chat's table
 * form shows them: a walk's writer needs them to fill a table answer in (two had to read them from
 * the engine's output).
 */
function messageLines(message: { text: string; tableHeaders?: string[]; exampleRow?: string[]; figures?: boolean }): string {
  const text = htmlToPlainText(message.text);
  // Drawn under the version as its measures on the site, not as the coach speaking.
  if (message.figures) return `[measures of your text: ${text}]`;
  if (!message.tableHeaders) return text;
  const example = message.exampleRow ? `\n[table example: ${message.exampleRow.join(' | ')}]` : '';
  return `${text}\n[table headers: ${message.tableHeaders.join(' | ')}]${example}`;
}

function studentAnswerOf(answer: WalkAnswer): StudentAnswer {
  if (typeof answer === 'string') return { text: answer, table: null };
  return { text: answer.rows.map((row) => row.join('\t')).join('\n'), table: answer };
}

function studentText(answer: WalkAnswer): string {
  if (typeof answer === 'string') return answer;
  return `TABLE ${[answer.headers, ...answer.rows].map((row) => row.join(' | ')).join(' || ')}`;
}

export async function replayWalk(walk: Walk, coach: Coach): Promise<ReplayedWalk> {
  const variant = (exercises[walk.exercise].variants as Record<string, { script: Parameters<typeof runTurn>[0] } | undefined>)[walk.variant];
  if (!variant) throw new Error(`Walk ${walk.id}: ${walk.exercise} has no variant ${walk.variant}.`);
  const calls: { request: FeedbackRequest; feedback: Feedback }[] = [];
  const watched: Coach = {
    async feedback(request) {
      const feedback = await coach.feedback(request);
      calls.push({ request, feedback });
      return feedback;
    },
  };
  let id = 0;
  const options = { now: () => replayNow, newId: () => `m${(id += 1)}`, language: walk.siteLanguage };
  let history: History = { currentStage: 0, fields: {} };
  const opening = await runTurn(variant.script, history, null, watched, options);
  history = opening.updatedHistory;
  // The conversation as the site's client sends it: the coach's earlier questions are not asked again.
  const conversation: ChatMessage[] = [...opening.messages];
  const turns: ReplayedTurn[] = [];
  for (const [index, answer] of walk.answers.entries()) {
    calls.length = 0;
    const fromStage = history.currentStage;
    conversation.push({ id: `s${index + 1}`, text: textToHtml(studentText(answer)), isStudent: true, inputType: 'text' });
    const result = await runTurn(variant.script, history, studentAnswerOf(answer), watched, { ...options, conversation: [...conversation] });
    conversation.push(...result.messages);
    history = result.updatedHistory;
    turns.push({
      answer: index + 1,
      student: studentText(answer),
      fromStage,
      toStage: history.currentStage,
      question: calls.find((call) => call.request.question)?.request.question?.number ?? null,
      coach: result.messages.map(messageLines),
      remarks: calls.flatMap((call) => remarksOfFeedback(call.request, call.feedback, walk.siteLanguage)),
    });
  }
  return { walk, opening: opening.messages.map(messageLines), turns };
}
