// What the coach has already asked in a session (docs/exercises.md "Questions"), read from the
// remarks of the conversation the client sends: a question about a word is not asked again, unless
// a later version of the text dropped the word and this one brings it back; after "My readers know
// it", never.
import type { ChatMessage } from './chat-message.ts';
import { countWords } from './word-count.ts';
import { htmlToPlainText } from '../markup/html.ts';

/** A question already answered by the writer's reading of it: not asked again now. */
export interface AskedQuestion {
  kind: string;
  subject: string;
}

/** A student message this long may be a version of the text (shorter ones answer a choice or a prompt). */
const VERSION_MIN_WORDS = 60;

/**
 * A version of the text: at least two thirds of its distinct words of five letters or more are
 * the text's. An answer to a question about the text (Coherence, Critical Thinking) is long, and
 * shares the text's small words, but it is another text.
 */
function isVersionOf(message: string, text: string): boolean {
  const words = (value: string) => new Set(value.toLocaleLowerCase().match(/[\p{L}\p{N}]{5,}/gu) ?? []);
  const own = words(message);
  const theirs = words(text);
  let shared = 0;
  for (const word of own) if (theirs.has(word)) shared += 1;
  return own.size > 0 && shared / own.size >= 2 / 3;
}

const key = (kind: string, subject: string) => `${kind}\u0000${subject.toLocaleLowerCase()}`;

/** Whether the text uses the word (any case), not as part of a longer word. */
export function usesWord(text: string, word: string): boolean {
  const lower = text.toLocaleLowerCase();
  const target = word.toLocaleLowerCase();
  const isLetter = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
  for (let at = lower.indexOf(target); at >= 0; at = lower.indexOf(target, at + 1)) {
    if (!isLetter(lower[at - 1]) && !isLetter(lower[at + target.length])) return true;
  }
  return false;
}

/**
 * The questions of earlier turns not to ask about `text` now: those the writer answered "My
 * readers know it", and those asked whose word every later version kept (a version that dropped
 * it, then this text with it again, is asked afresh).
 */
export function askedBefore(conversation: readonly ChatMessage[], text: string): AskedQuestion[] {
  const asked = new Map<string, AskedQuestion & { known: boolean; dropped: boolean }>();
  for (const message of conversation) {
    if (message.isStudent) {
      const version = htmlToPlainText(message.text);
      if (countWords(version) < VERSION_MIN_WORDS || !isVersionOf(version, text)) continue;
      for (const entry of asked.values()) if (!usesWord(version, entry.subject)) entry.dropped = true;
      continue;
    }
    for (const remark of message.remarks ?? []) {
      if (remark.subject === undefined) continue;
      const id = key(remark.kind, remark.subject);
      const known = remark.answer === 'readersKnow' || asked.get(id)?.known === true;
      asked.set(id, { kind: remark.kind, subject: remark.subject, known, dropped: false });
    }
  }
  return [...asked.values()]
    .filter((entry) => entry.known || !entry.dropped || !usesWord(text, entry.subject))
    .map(({ kind, subject }) => ({ kind, subject }));
}

/** Whether a question of this kind about this subject was asked before (per `askedBefore`). */
export function wasAsked(asked: readonly AskedQuestion[] | undefined, kind: string, subject: string): boolean {
  if (!asked || asked.length === 0) return false;
  const wanted = key(kind, subject);
  return asked.some((entry) => key(entry.kind, entry.subject) === wanted);
}
