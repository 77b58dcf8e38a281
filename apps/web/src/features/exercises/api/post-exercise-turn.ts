// POST api/HalfLife (and the other exercise calls, docs/product.md §7): the whole history plus Messages in
// wire casing, the site's language and the writer's key terms for the coach; the reply's messages and updatedHistory
// are read in either casing, here at the edge: the rest of the feature sees camelCase names only.
import type { ChatMessage } from '../../../lib/message-language.ts';
import type { CoachLanguage } from '@scicomm/coach/i18n/language';
import { parseExerciseReply, toWireMessage } from '@scicomm/coach/wire/messages';
import { requestJson } from '../../../lib/api-client.ts';

/** The history the server returned last (currentStage, taskId, the texts …), by camelCase names. */
export type ExerciseHistory = Record<string, unknown>;

export interface ExerciseTurn {
  messages: ChatMessage[];
  updatedHistory: ExerciseHistory;
}

export async function postExerciseTurn(
  endpoint: string,
  history: ExerciseHistory,
  conversation: readonly ChatMessage[],
  { signal, language, keyTerms }: { signal?: AbortSignal; language?: CoachLanguage; keyTerms?: readonly string[] } = {},
): Promise<ExerciseTurn> {
  // `language` and `keyTerms` are not history fields: the server reads them for this turn's coach only.
  const body = {
    ...history,
    ...(language ? { language } : {}),
    ...(keyTerms && keyTerms.length > 0 ? { keyTerms } : {}),
    Messages: conversation.map(toWireMessage),
  };
  const reply = await requestJson<unknown>(endpoint, { method: 'POST', body, ...(signal ? { signal } : {}) });
  const { messages, updatedHistory } = parseExerciseReply(reply);
  // The coach speaks the language it was asked in (English when none was sent): each message
  // carries it, for its lang attribute (lib/message-language.ts).
  return { messages: messages.map((message) => ({ ...message, isStudent: false, language: language ?? 'en' })), updatedHistory };
}
