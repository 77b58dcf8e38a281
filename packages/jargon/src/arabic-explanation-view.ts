// An Arabic text as the explained-term cues read it (docs/de-jargonizer.md "Key terms and explained
// terms"): letters folded as the word lookup folds them (arabic.ts normaliseArabicForm: harakat and
// tatweel gone, one alef, ى read as ي), and Arabic punctuation and digits as their Latin twins
// (، ؛ ؟ ٪ ٠–٩), so that the cues are written once in plain letters and the shared checks (a comma,
// a digit, a sentence's end) read Arabic text too. Offsets map back to the text. Browser-safe.
import { normaliseArabicForm } from './arabic.ts';
import type { WordsInText } from './explanation-text.ts';

const PUNCTUATION: Readonly<Record<string, string>> = { '،': ',', '؛': ';', '؟': '?', '٪': '%' };

/** One character of the text as the cues read it: possibly none (a haraka, tatweel). */
function foldCharacter(character: string): string {
  // Below the combining marks nothing folds.
  if (character < '\u0300') return character;
  const punctuation = PUNCTUATION[character];
  if (punctuation !== undefined) return punctuation;
  const code = character.codePointAt(0) ?? 0;
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  return normaliseArabicForm(character);
}

export interface FoldedArabicWords {
  /** The folded text, its folded word forms and their offsets in it. */
  readonly words: WordsInText;
  /** The text's offset for an offset of the folded text (a start, or an end just past a character). */
  textOffset(folded: number): number;
}

export function foldedArabicWords(words: WordsInText): FoldedArabicWords {
  const { text } = words;
  let folded = '';
  // Folding never lengthens the text: a character gives one of the same length, or none.
  /** For each character of the folded text, where it stands in the text. */
  const origin = new Int32Array(text.length + 1);
  /** For each offset of the text, the folded text's length before it. */
  const toFolded = new Int32Array(text.length + 1);
  let at = 0;
  // A text uses few distinct characters: each is folded once.
  const foldedCharacters = new Map<string, string>();
  for (const character of text) {
    let into = foldedCharacters.get(character);
    if (into === undefined) {
      into = foldCharacter(character);
      foldedCharacters.set(character, into);
    }
    for (let unit = 0; unit < character.length; unit++) toFolded[at + unit] = folded.length;
    for (let unit = 0; unit < into.length; unit++) origin[folded.length + unit] = at + unit;
    folded += into;
    at += character.length;
  }
  toFolded[text.length] = folded.length;
  return {
    words: {
      text: folded,
      cleanedWords: words.cleanedWords.map((form) => normaliseArabicForm(form)),
      wordStarts: words.wordStarts.map((start) => toFolded[start] ?? folded.length),
      wordEnds: words.wordEnds.map((end) => toFolded[end] ?? folded.length),
    },
    textOffset: (offset) =>
      offset >= folded.length ? text.length : (origin[offset] ?? text.length),
  };
}
