// One exercise turn on the server (docs/decisions.md "The writing coach": the server keeps the stage
// machine): read the client's history and conversation, run the script with the variant's
// coach, store the turn as the privacy rules allow, count a finished exercise as one use, and
// answer with the bot's messages and the updated history (docs/product.md §7).
//
// Storage (docs/decisions.md "Privacy"):
// - research sessions (a research edition, or isResearch in the history) → the row keeps the
//   participant's name, the texts and the conversation; user_id only for a user who saves texts;
// - a signed-in user who chose to save texts → user_id, texts and conversation;
// - everybody else → an anonymous row: stage, audience, counts, scores and choices, no text.
// A turn without a student message (the first call on load, a reload) stores nothing.
// copyPasteCheck (docs/exercises.md) is not content: it says how an answer got into the text
// box, not what it says, so it is kept on anonymous rows like the counts.
import { randomUUID } from 'node:crypto';
import {
  ExerciseInputError,
  coachForVariant,
  exercises,
  isFinished,
  parseExerciseRequest,
  renderSaid,
  said,
  runTurn,
  toStorageRecord,
  toWireMessage,
  toWireReply,
  parseStoredMessages,
  pickField,
  withCopyPasteEvidence,
  type ChatMessage,
  type Coach,
  type CoachLanguage,
  type ExerciseVariant,
  type History,
  type HistoryFields,
  type TurnOptions,
  type WireReply,
  type AudienceLevel,
} from '@scicomm/coach';
import type { Database } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import { countUses } from '../usage/index.ts';
import {
  createExerciseRow,
  getExerciseRow,
  markExerciseFinished,
  updateExerciseRow,
} from './exercise-repository.ts';
import type { ExerciseKey } from './research.ts';
import type { StoragePolicy } from './storage-policy.ts';
import {
  isFreshStart,
  SEAL_FIELD,
  sealedHistory,
  sealHistory,
  startingPoint,
  withoutFields,
} from './history-seal.ts';
import { SITE_SCOPE, signTaskId, verifyTaskId } from './task-token.ts';
import { checkConversationSize } from './conversation-size.ts';

export interface ExerciseContext {
  db: Database;
  coaches: { full: Coach; neutral: Coach };
  /** Signs taskIds (the app's AUTH_SECRET). */
  secret: string;
  turnOptions?: TurnOptions;
}

export interface TurnRequest {
  exercise: ExerciseKey;
  /** The variant's name in exercises[exercise].variants ("standard", "research-slim" …). */
  variantName: string;
  body: unknown;
  policy: StoragePolicy;
  /** The site's language (the route validated it): the coach answers in it. English when absent. */
  language?: CoachLanguage;
  /** False: run the turn but store nothing (a study's "preview as participant"). */
  store?: boolean;
  /**
   * Where the session lives: the site (public routes, research editions; the default) or one
   * study participant (`study/{id}/arm/{arm}/participant/{id}`). The seal and the taskId name it,
   * so a session is continued only where it was handed out.
   */
  scope?: string;
  /**
   * A variant name the session's seal may still carry from before its variant was renamed (a
   * study arm that changed edition): such a history continues, and is sealed again with
   * `variantName`. Only ever within the same scope, which the seal covers too.
   */
  formerVariantName?: string;
  /**
   * After the turn stored its row: what the caller does with it (an exercise opened for a course
   * assignment copies its texts into the course, docs/courses.md "Attaching work"). The history's
   * fields hold the texts even when the row keeps none.
   */
  afterStore?: (stored: { rowId: string; fields: HistoryFields }) => Promise<void>;
  /** Readers chosen already (a course assignment's): a session started here does not ask for them. */
  readers?: AudienceLevel;
}

function variantOf(exercise: ExerciseKey, name: string): ExerciseVariant {
  const variants: Readonly<Record<string, ExerciseVariant>> = exercises[exercise].variants;
  const variant = variants[name];
  if (!variant) throw new Error(`Exercise ${exercise} has no variant ${name}.`);
  return variant;
}

/** Said when a history's seal does not match and the exercise starts again (history-seal.ts), in the site's language. */
const restartNotice = said('engine.restarted');

/** The restart notice in English, as the tests read it. */
export const RESTART_NOTICE = renderSaid(restartNotice);

/** The key terms the route's schema let through (exercise-turn-schemas.ts), for this turn's coach only. */
function keyTermsOfBody(body: unknown): { keyTerms?: string[] } {
  const terms = typeof body === 'object' && body !== null ? (body as { keyTerms?: unknown }).keyTerms : undefined;
  return Array.isArray(terms) && terms.length > 0 && terms.every((term) => typeof term === 'string') ? { keyTerms: terms } : {};
}

export async function runExerciseTurn(context: ExerciseContext, request: TurnRequest): Promise<WireReply> {
  const variant = variantOf(request.exercise, request.variantName);
  const scope = request.scope ?? SITE_SCOPE;
  let parsed;
  let turn;
  let start: History | null;
  let restarted = false;
  try {
    parsed = parseExerciseRequest(variant.script, request.body);
    const sent = parsed.history;
    const claim = { seal: pickField(request.body as Record<string, unknown>, SEAL_FIELD), blankFields: parsed.blankFields };
    const sealedAs = (name: string) => sealedHistory(context.secret, request.exercise, name, sent, claim, scope);
    start =
      sealedAs(request.variantName) ??
      (request.formerVariantName === undefined ? null : sealedAs(request.formerVariantName));
    if (start === null) {
      // Nothing the server handed out: a fresh start (a client's blank defaults aside), or else
      // the exercise starts again.
      const fresh = withoutFields(parsed.history, parsed.blankFields);
      if (isFreshStart(fresh)) {
        start = fresh;
      } else {
        start = startingPoint(parsed.history);
        restarted = true;
      }
      const chosen = request.readers ? variant.script.readersChosen?.(request.readers) : undefined;
      if (chosen) start = { ...start, fields: { ...start.fields, ...chosen } };
    }
    turn = await runTurn(
      variant.script,
      start,
      restarted ? null : parsed.studentAnswer,
      coachForVariant(variant, context.coaches),
      {
        ...context.turnOptions,
        ...(request.language ? { language: request.language } : {}),
        ...keyTermsOfBody(request.body),
        // The coach's earlier questions and the writer's answers to them: not asked again.
        conversation: parsed.messages,
      },
    );
  } catch (error) {
    if (error instanceof ExerciseInputError) throw badRequest(error.message, 'INVALID_EXERCISE_INPUT');
    throw error;
  }
  // copyPasteCheck: the paste evidence the client sent on the student's written answer goes
  // into the history the server sets (and seals), one entry per stage answered.
  const history =
    restarted || parsed.paste === null
      ? turn.updatedHistory
      : {
          ...turn.updatedHistory,
          fields: {
            ...turn.updatedHistory.fields,
            copyPasteCheck: withCopyPasteEvidence(start.fields.copyPasteCheck, start.currentStage, parsed.paste),
          },
        };
  const sealed = (reply: WireReply, fields: HistoryFields = history.fields): WireReply => ({
    ...reply,
    updatedHistory: {
      ...reply.updatedHistory,
      [SEAL_FIELD]: sealHistory(context.secret, request.exercise, request.variantName, { ...history, fields }, scope),
    },
  });
  if (restarted) {
    const reply = sealed(toWireReply({ messages: turn.messages, updatedHistory: history }));
    const notice: ChatMessage = { id: randomUUID(), text: renderSaid(restartNotice, request.language ?? 'en'), isStudent: false, inputType: 'text' };
    return { ...reply, messages: [toWireMessage(notice), ...reply.messages] };
  }
  if (parsed.studentMessage === null || request.store === false) return sealed(toWireReply({ messages: turn.messages, updatedHistory: history }));

  const research = variant.research || history.fields.isResearch === true;
  const includeTexts = research || request.policy.saveTexts;
  const owner = request.policy.userId;
  const known = verifyTaskId(context.secret, request.exercise, history.fields.taskId, owner, scope);
  const conversation = includeTexts
    ? await conversationToStore(context.db, request.exercise, known, parsed.messages, turn.answerTaken ? turn.messages : null)
    : null;
  const messages = conversation?.map(toWireMessage) ?? null;
  if (messages) checkConversationSize(messages);
  const values = {
    userId: request.policy.saveTexts ? request.policy.userId : null,
    isResearch: research,
    variant: request.variantName,
    messages,
    record: toStorageRecord(variant.script, history),
    keepContent: includeTexts,
  };
  let rowId = known;
  if (!rowId || !(await updateExerciseRow(context.db, request.exercise, rowId, values))) {
    rowId = await createExerciseRow(context.db, request.exercise, values);
  }
  if (isFinished(request.exercise, history) && (await markExerciseFinished(context.db, request.exercise, rowId))) {
    await countUses(context.db, 1);
  }
  if (request.afterStore) await request.afterStore({ rowId, fields: history.fields });
  const taskId = rowId === known ? (history.fields.taskId as string) : signTaskId(context.secret, request.exercise, rowId, owner, scope);
  const fields = { ...history.fields, taskId };
  return sealed(toWireReply({ messages: turn.messages, updatedHistory: { ...history, fields } }), fields);
}

/**
 * The conversation a row keeps. Once a row holds one, it is that conversation plus this turn's
 * answer and replies, so a client cannot rewrite earlier turns of a stored conversation (the
 * history's seal covers the texts and scores; this covers the messages). The first stored turn
 * takes the conversation as the client was shown it: the greeting and the first answer. A
 * refused answer (`replies` null: out of range, too long, not an option) is kept with neither
 * its answer nor the bot's request to answer again, so retries never grow the row.
 */
async function conversationToStore(
  db: Database,
  exercise: ExerciseKey,
  rowId: string | null,
  sent: readonly ChatMessage[],
  replies: readonly ChatMessage[] | null,
): Promise<ChatMessage[]> {
  const answer = replies ? sent.at(-1) : undefined;
  const row = rowId ? await getExerciseRow(db, exercise, rowId) : null;
  if (row?.messages) {
    try {
      return [...parseStoredMessages(row.messages), ...(answer ? [answer] : []), ...(replies ?? [])];
    } catch (error) {
      if (!(error instanceof ExerciseInputError)) throw error;
      // A stored conversation no longer readable as one: start it again from what was sent.
    }
  }
  return replies ? [...sent, ...replies] : sent.slice(0, -1);
}
