// What the coach has already asked in a session (docs/exercises.md "Questions"), read from the
// remarks of the conversation the client sends. An instructor who sees a word kept, still
// unexplained, in the next version points at it once more ("LiPS still undefined"); a third time
// would nag. So a question is asked again once, in a new text, and never after "My readers know it".
import type { ChatMessage } from './chat-message.ts';
import { htmlToPlainText } from '../markup/html.ts';

/**
 * A question asked before: not to ask now, or (`again`) asked once about an earlier version, to ask
 * once more in this one after what was never asked.
 */
export interface AskedQuestion {
  kind: string;
  subject: string;
  again?: true;
}

/** A question is asked at most this often in a session: once, and once more in a later version. */
const MOST_ASKS = 2;

const key = (kind: string, subject: string) => `${kind}\u0000${subject.toLocaleLowerCase()}`;

/** A text as the writer sent it, spaces aside. */
const sameText = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The questions of earlier turns not to ask about `text` now: those the writer answered "My
 * readers know it", those asked twice already, and those asked since the writer sent `text` (a
 * Persuasion version pasted unchanged, the revision a Coherence or Critical Thinking question is
 * about once a question has read it).
 */
export function askedBefore(conversation: readonly ChatMessage[], text: string): AskedQuestion[] {
  const asked = new Map<string, AskedQuestion & { known: boolean; times: number }>();
  const current = sameText(text);
  // The client sends the text of this turn as its last message: only an earlier one makes it old.
  const lastStudent = conversation.findLastIndex((message) => message.isStudent);
  // Where the writer first sent this text: what was asked after that was asked about it (a
  // question's remarks come a turn after the revision they read), what came before was asked about
  // an earlier version, and is asked once more here.
  const firstSent = conversation.findIndex((message, index) => message.isStudent && index !== lastStudent && sameText(htmlToPlainText(message.text)) === current);
  const askedOfThisText = new Set<string>();
  conversation.forEach((message, index) => {
    if (message.isStudent) return;
    for (const remark of message.remarks ?? []) {
      if (remark.subject === undefined) continue;
      // One question may name several abbreviations ("CRISPR RPA"): each is counted as asked.
      const subjects = remark.kind === 'abbreviations.askReaders' ? remark.subject.split(' ') : [remark.subject];
      for (const subject of subjects) {
        const id = key(remark.kind, subject);
        const before = asked.get(id);
        const known = remark.answer === 'readersKnow' || before?.known === true;
        asked.set(id, { kind: remark.kind, subject, known, times: (before?.times ?? 0) + 1 });
        if (firstSent >= 0 && index > firstSent) askedOfThisText.add(id);
      }
    }
  });
  return [...asked].map(([id, { kind, subject, known, times }]) =>
    known || times >= MOST_ASKS || askedOfThisText.has(id) ? { kind, subject } : { kind, subject, again: true as const },
  );
}

/** Whether `asked` holds this kind and subject, held back (`again` false) or to ask once more (`again` true). */
function holds(asked: readonly AskedQuestion[] | undefined, kind: string, subject: string, again: boolean): boolean {
  if (!asked || asked.length === 0) return false;
  const wanted = key(kind, subject);
  return asked.some((entry) => (entry.again === true) === again && key(entry.kind, entry.subject) === wanted);
}

/** Whether a question of this kind about this subject is not to be asked now (per `askedBefore`). */
export const wasAsked = (asked: readonly AskedQuestion[] | undefined, kind: string, subject: string): boolean => holds(asked, kind, subject, false);

/** Whether it was asked once about an earlier version: asked again after the questions never asked, within a turn's few. */
export const askedOnce = (asked: readonly AskedQuestion[] | undefined, kind: string, subject: string): boolean => holds(asked, kind, subject, true);
