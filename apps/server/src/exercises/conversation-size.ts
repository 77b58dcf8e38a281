// The ceiling of a stored conversation (docs/exercises.md "Answers"): a research or saved
// session keeps its conversation in its row, and a row that grew without bound made every later
// turn read and write megabytes. A whole exercise at its longest stays below it: Coherence's
// answers at their character caps come to 90,300 characters, at most 181 KB in Hebrew or Arabic
// UTF-8, and the bot's messages to a few KB a turn. Past it, the turn is refused with 413 and the
// row stays as it was. It is under the JSON body limit (1 MB), so one request can reach it.
import { payloadTooLarge } from '../http/errors.ts';

/** The most a row's conversation may hold, as JSON bytes. */
export const MAX_CONVERSATION_BYTES = 768 * 1024;

/** Throws 413 when the conversation would not fit in its row. */
export function checkConversationSize(messages: readonly unknown[]): void {
  const bytes = Buffer.byteLength(JSON.stringify(messages));
  if (bytes > MAX_CONVERSATION_BYTES) {
    throw payloadTooLarge(
      `This conversation has reached the most a session keeps (${MAX_CONVERSATION_BYTES / 1024} KB). Please start the exercise again.`,
    );
  }
}
