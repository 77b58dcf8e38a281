// Names and places, which no reader is asked to know as words: an English word written with a
// capital inside a sentence ("Haifa", "Okavango") or with capitals at all ("InSAR": the
// abbreviations area speaks of those), one capitalised at a sentence's start that no dictionary
// knows and the text never writes in lowercase ("Tiktaalik had fins …"); a Hebrew word after a
// kind of place ("נחל צין", "בהר מירון"), after a foreign first name or a title ("ג'ין טוונגה",
// "ד"ר כהן"), or written with a geresh for a foreign sound ("ג'יימס");
// the second word of a species' Latin name ("Aedes aegypti"); in any language, a word quoted alone ("بكتيريا «زيليلا»", a bacterium's name: the walks'
// labellers called such words names).
import { sentenceStartsAt, type WrittenWord } from '../../measures/rare-words.ts';
import type { WordLists } from '../../measures/word-lists.ts';
import { inSpeciesName } from '../spelling/misspelt-words.ts';

const HEBREW_PLACE_KINDS = new Set([
  'נחל', 'נחלי', 'הר', 'הרי', 'עמק', 'מדבר', 'ים', 'אגם', 'מעיין', 'מכתש', 'נהר', 'חוף', 'מפרץ', 'רמת',
  'גבעת', 'קיבוץ', 'מושב', 'העיר', 'עיר', 'כפר', 'רחוב', 'שכונת', 'יער', 'שמורת', 'פארק', 'מערת', 'רכס', 'בקעת', 'מישור',
  'תעלת', 'מיצר', 'מיצרי', 'אי', 'איי', 'מחוז', 'מדינת', 'נמל', 'סכר',
]);

/** The word before the offset is a kind of place, its own prefix letters (ו ב כ ל מ ש ה) aside. */
function afterHebrewPlaceKind(text: string, offset: number): boolean {
  const window = text.slice(Math.max(0, offset - 20), offset);
  if (!/\s$/u.test(window)) return false;
  const before = window.trimEnd().split(/\s/u).at(-1) ?? '';
  if (!/^[\u05d0-\u05ea]+$/u.test(before)) return false;
  for (let cut = 0; cut <= 2 && cut < before.length - 1; cut++) {
    if (cut > 0 && !'ובכלמשה'.includes(before.charAt(cut - 1))) break;
    if (HEBREW_PLACE_KINDS.has(before.slice(cut))) return true;
  }
  return false;
}

/** A Hebrew first name written with a geresh for a foreign sound ("ג'ין"), or a title ("ד"ר", "פרופ'"). */
const HEBREW_NAME_BEFORE = /^(?:[\u05d0-\u05ea]*[גזצ]['’׳][\u05d0-\u05ea]*|ד["״]ר|דר['׳]|פרופ['׳]|פרופסור|פרופ["״]|גב['׳])$/u;

/** The word before the offset is a foreign first name or a title: the word is a surname ("ג'ין טוונגה"). */
function afterHebrewName(text: string, offset: number): boolean {
  const window = text.slice(Math.max(0, offset - 20), offset);
  if (!/[^\S\n]$/u.test(window)) return false;
  return HEBREW_NAME_BEFORE.test(window.trimEnd().split(/\s/u).at(-1) ?? '');
}

/** Whether the word, where it first stands, is a name or a place rather than a word readers learn. */
export function isNameOrPlace(text: string, written: WrittenWord, lists: WordLists): boolean {
  if (written.span === null) return false;
  const form = text.slice(written.span.start, written.span.end);
  const [before, after] = [text.charAt(written.span.start - 1), text.charAt(written.span.end)];
  if (/["“«״']/u.test(before) && /["”»״']/u.test(after)) return true;
  if (inSpeciesName(text, written.span.start, lists)) return true;
  if (/[\u05d0-\u05ea]/u.test(form)) return afterHebrewPlaceKind(text, written.span.start) || afterHebrewName(text, written.span.start) || /^[\u05d0-\u05ea]*[גזצ]['’׳]/u.test(form);
  if (!/\p{Lu}/u.test(form)) return false;
  if (/\p{Lu}/u.test(written.word)) return true;
  // A capital that may only start the sentence: a name when no dictionary knows the word and the text never writes it in lowercase.
  const lower = form.toLowerCase();
  if (!sentenceStartsAt(text, written.span.start) || lists.englishSpelling?.has(lower)) return false;
  return !new RegExp(`(?<![\\p{L}])${lower.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}])`, 'u').test(text);
}
