// The language a chat message is written in, for its `lang` attribute, so that a screen reader
// reads it with that language's voice (docs/exercise-chat.md "Languages of the messages"). The
// coach's messages come in the language their turn was asked in (its catalogue, or the LLM coach
// told to answer in it), which the chat records on each (`language`); a message without that
// record (the student's own, a stored conversation, a kept session of an older build) goes by the
// letters of its text: mostly Hebrew → he, mostly Arabic → ar, mostly Latin → en.
import type { ChatMessage as CoachChatMessage } from '@scicomm/coach';
import type { CoachLanguage } from '@scicomm/coach/i18n/language';
import { htmlToPlainText } from '@scicomm/coach/markup/html';

/** A chat message as the web app holds it: the coach's, with the language it was asked in when known. */
export type ChatMessage = CoachChatMessage & { language?: CoachLanguage };

// Letters only: markup, digits and punctuation say nothing of the language.
const HEBREW_LETTERS = /[\u05D0-\u05EA\u05EF-\u05F2\uFB1D-\uFB4F]/g;
const ARABIC_LETTERS = /[\u0620-\u064A\u066E-\u06D3\u06D5\u06FA-\u06FC\u0750-\u077F\uFB50-\uFDFB\uFE70-\uFEFC]/g;
const LATIN_LETTERS = /[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u1E00-\u1EFF]/g;

/** The language the letters of an HTML or plain text are mostly in, or undefined when it has none of these. */
export function languageOfLetters(text: string): CoachLanguage | undefined {
  const plain = htmlToPlainText(text);
  const counts: Array<[CoachLanguage, number]> = [
    ['he', plain.match(HEBREW_LETTERS)?.length ?? 0],
    ['ar', plain.match(ARABIC_LETTERS)?.length ?? 0],
    ['en', plain.match(LATIN_LETTERS)?.length ?? 0],
  ];
  const [language, count] = counts.reduce((most, next) => (next[1] > most[1] ? next : most));
  return count > 0 ? language : undefined;
}

/** The language a message is written in: the one its turn was asked in, else its letters'. */
export function messageLanguage(message: { text: string; isStudent: boolean; language?: CoachLanguage | undefined }): CoachLanguage | undefined {
  return (!message.isStudent ? message.language : undefined) ?? languageOfLetters(message.text);
}
