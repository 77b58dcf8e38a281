// What the coach has already asked in a session (docs/exercises.md "Questions"), read from the
// remarks of the conversation the client sends. An instructor who sees a word kept, still
// unexplained, in the next version points at it once more ("LiPS still undefined"); a third time
// would nag. So a question is asked again once, in a new text, and never after "My readers know it".
import type { ChatMessage } from './chat-message.ts';
import { htmlToPlainText } from '../markup/html.ts';

/** A question not to ask now. */
export interface AskedQuestion {
  kind: string;
  subject: string;
}

/** A question is asked at most this often in a session: once, and once more in a later version. */
const MOST_ASKS = 2;

const key = (kind: string, subject: string) => `${kind}\u0000${subject.toLocaleLowerCase()}`;

/** A text as the writer sent it, spaces aside. */
const sameText = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The questions of earlier turns not to ask about `text` now: those the writer answered "My
 * readers know it", those asked twice already, and every one asked before when `text` is no new
 * text (a text the writer sent before: the one a Coherence or Critical Thinking question is about,
 * a Persuasion version pasted unchanged).
 */
export function askedBefore(conversation: readonly ChatMessage[], text: string): AskedQuestion[] {
  const asked = new Map<string, AskedQuestion & { known: boolean; times: number }>();
  const current = sameText(text);
  // The client sends the text of this turn as its last message: only an earlier one makes it old.
  const lastStudent = conversation.findLastIndex((message) => message.isStudent);
  let sentBefore = false;
  conversation.forEach((message, index) => {
    if (message.isStudent) {
      if (sameText(htmlToPlainText(message.text)) === current && index !== lastStudent) sentBefore = true;
      return;
    }
    for (const remark of message.remarks ?? []) {
      if (remark.subject === undefined) continue;
      // One question may name several abbreviations ("CRISPR RPA"): each is counted as asked.
      const subjects = remark.kind === 'abbreviations.askReaders' ? remark.subject.split(' ') : [remark.subject];
      for (const subject of subjects) {
        const id = key(remark.kind, subject);
        const before = asked.get(id);
        const known = remark.answer === 'readersKnow' || before?.known === true;
        asked.set(id, { kind: remark.kind, subject, known, times: (before?.times ?? 0) + 1 });
      }
    }
  });
  return [...asked.values()]
    .filter((entry) => entry.known || entry.times >= MOST_ASKS || sentBefore)
    .map(({ kind, subject }) => ({ kind, subject }));
}

/** Whether a question of this kind about this subject was asked before (per `askedBefore`). */
export function wasAsked(asked: readonly AskedQuestion[] | undefined, kind: string, subject: string): boolean {
  if (!asked || asked.length === 0) return false;
  const wanted = key(kind, subject);
  return asked.some((entry) => key(entry.kind, entry.subject) === wanted);
}
