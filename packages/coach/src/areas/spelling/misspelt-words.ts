// The spelling remark (kind `spelling.misspelt`): a rare word no list knows that is one edit from a
// common word, said with that word ("wich" → "which", "alot" → "a lot"). English reads the Hunspell
// dictionaries; Hebrew and Arabic have no spelling list we may ship (theirs are AGPL), so a form
// their frequency lists know is a real word. A term the lists lack ("glymphatic") has no common
// word one edit away, so it is no misspelling; the jargon area reads the same verdict (`spellingOf`).
import type { JargonAnalysis } from '../../engine/coach.ts';
import { finding, type Finding } from '../../findings/finding.ts';
import { asWritten, rarestFirst, type WrittenWord } from '../../measures/rare-words.ts';
import { wordLanguage, wordLists, type WordLanguage, type WordLists } from '../../measures/word-lists.ts';

/** A word meant must be this common in the multi-source list (Zipf 3: one use in a million words). */
export const COMMON_ZIPF = 3;
/** ... and this much commoner than the word written: a typo is far rarer than the word it misses. */
const TYPO_MARGIN_ZIPF = 2;

const ALPHABETS: Readonly<Record<WordLanguage, string>> = {
  en: 'abcdefghijklmnopqrstuvwxyz',
  he: 'אבגדהוזחטיכךלמםנןסעפףצץקרשת',
  ar: 'ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىي',
};

/** Short words that writers run into the next one: "alot", "infact", "aswell", "atleast". */
const RUN_IN_WORDS = ['a', 'an', 'as', 'at', 'in', 'of', 'on', 'to', 'by', 'no'];

/** The written form's verdict: known to a list, misspelt for a common word, or unknown (a term the lists lack). */
export type Spelling =
  | { verdict: 'known' }
  /** `nearKept`: an English word the spelling list has is one edit away keeping the first letter (undefined: not looked for). */
  | { verdict: 'unknown'; nearKept?: boolean }
  | { verdict: 'misspelt'; suggestion: string };

/** Every form one edit away: a letter left out, added, changed, or two swapped. */
function oneEditAway(word: string, alphabet: string): string[] {
  const forms: string[] = [];
  for (let at = 0; at <= word.length; at++) {
    const [head, tail] = [word.slice(0, at), word.slice(at)];
    for (const letter of alphabet) forms.push(head + letter + tail);
    if (tail.length > 0) {
      forms.push(head + tail.slice(1));
      for (const letter of alphabet) if (letter !== tail[0]) forms.push(head + letter + tail.slice(1));
    }
    if (tail.length > 1) forms.push(head + tail[1] + tail[0] + tail.slice(2));
  }
  return forms;
}

/** One vowel written for another ("sulfer" for "sulfur", not "suffer"): the likelier slip. */
function vowelForVowel(candidate: string, word: string): boolean {
  if (candidate.length !== word.length) return false;
  const at = [...candidate].findIndex((letter, index) => letter !== word[index]);
  return at >= 0 && /[aeiou]/u.test(candidate[at]!) && /[aeiou]/u.test(word[at]!);
}

/** Whether `longer` holds every letter of `word` in order ("which" holds "wich"). */
function holdsInOrder(longer: string, word: string): boolean {
  let at = 0;
  for (const letter of longer) if (letter === word[at]) at += 1;
  return at === word.length;
}

/** Whether a list knows the word (any of its lookup forms): the English dictionaries; for Hebrew and Arabic the subtitle counts or the multi-source list. */
function knownWord(word: string, language: WordLanguage, analysis: JargonAnalysis, lists: WordLists): boolean | null {
  if (language === 'en') {
    const spelling = lists.englishSpelling;
    if (!spelling) return null;
    // The form as written: an ending the dictionary does not give is a misspelling ("batterys").
    return spelling.has(word.replace(/’/gu, "'"));
  }
  const frequencies = lists.frequencies[language];
  if (!frequencies) return null;
  return analysis.frequency(word) > 0 || frequencies.knows(word);
}

/**
 * The verdict on one word as written, in the language of its letters. Only a lowercase English
 * word (not a name, an acronym or a code) is judged; a word the lists cannot judge is unknown.
 */
export function spellingOf(word: string, analysis: JargonAnalysis, lists: WordLists = wordLists(), text = ''): Spelling {
  const language = wordLanguage(word);
  if (language === null || (language === 'en' && !/^[a-z]{3,}$/u.test(word)) || [...word].length < 3) return { verdict: 'unknown' };
  const known = knownWord(word, language, analysis, lists);
  if (known === null) return { verdict: 'unknown' };
  if (known) return { verdict: 'known' };
  const frequencies = lists.frequencies[language];
  if (!frequencies) return { verdict: 'unknown' };
  if (language === 'en') {
    for (const head of RUN_IN_WORDS) {
      const rest = word.slice(head.length);
      // Two words run together are read as such whatever the run's own frequency ("alot" is common on the web).
      const everyday = frequencies.zipfOfForm(rest) >= COMMON_ZIPF && lists.englishSpelling?.has(rest) === true;
      if (word.startsWith(head) && rest.length >= 3 && everyday) return { verdict: 'misspelt', suggestion: `${head} ${rest}` };
    }
  }
  const { meant, nearKept } = remembered(nearFormsSeen, lists, word, () => nearCommonForms(word, language, lists));
  if (meant.length === 0) return language === 'en' ? { verdict: 'unknown', nearKept } : { verdict: 'unknown' };
  // A word the text itself spells right elsewhere is the one meant ("sulfer" beside "sulfur", not the commoner "suffer").
  const textWords = new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []);
  const [suggestion] = [...meant].sort(
    (a, b) =>
      Number(textWords.has(b)) - Number(textWords.has(a)) ||
      Number(holdsInOrder(b, word)) - Number(holdsInOrder(a, word)) ||
      Number(vowelForVowel(b, word)) - Number(vowelForVowel(a, word)) ||
      frequencies.zipfOfForm(b) - frequencies.zipfOfForm(a),
  );
  return { verdict: 'misspelt', suggestion: suggestion! };
}

interface NearForms {
  /** The common forms one edit away that keep the first letter. */
  meant: readonly string[];
  /** English: a form the spelling list has is among the forms keeping the first letter. */
  nearKept: boolean;
}

/**
 * What a word's forms one edit away hold, looked up once per word and list set: a writer's next
 * version holds most of the last one's words, and each word costs some hundred lookups.
 */
const nearFormsSeen = new WeakMap<WordLists, Map<string, NearForms>>();
const nearWordSeen = new WeakMap<WordLists, Map<string, boolean>>();
/** Words remembered per list set before the memory is cleared (a few MB at most). */
const WORDS_REMEMBERED = 20_000;

function remembered<T>(seen: WeakMap<WordLists, Map<string, T>>, lists: WordLists, key: string, compute: () => T): T {
  let words = seen.get(lists);
  if (!words) {
    words = new Map();
    seen.set(lists, words);
  }
  const known = words.get(key);
  if (known !== undefined) return known;
  const value = compute();
  if (words.size >= WORDS_REMEMBERED) words.clear();
  words.set(key, value);
  return value;
}

function nearCommonForms(word: string, language: WordLanguage, lists: WordLists): NearForms {
  const frequencies = lists.frequencies[language]!;
  const ceiling = Math.max(COMMON_ZIPF, frequencies.zipfOfForm(word) + TYPO_MARGIN_ZIPF);
  // In English the spelling list first: most forms one edit away are no word at all, and it is
  // the smaller list, read without the frequency list's case folding. What it finds tells
  // nearDictionaryWord the half of its forms that keep the first letter.
  let nearKept = false;
  const common = (form: string) => {
    if (language === 'en') {
      if (lists.englishSpelling?.has(form) !== true) return false;
      if (form.length >= 3 && form !== word) nearKept = true;
    }
    return frequencies.zipfOfForm(form) >= ceiling;
  };
  // A typo keeps the word's first letter ("palps" is no "alps").
  const meant = [...new Set(oneEditAway(word, ALPHABETS[language]))].filter(
    (form) => form.length >= 2 && form.charAt(0) === word.charAt(0) && common(form),
  );
  return { meant, nearKept };
}

/**
 * Whether an English word the dictionaries lack is one edit from one they know ("clogg"): as likely
 * a typo as a term. `keptChecked`: the forms keeping the first letter were looked up already (spellingOf's `nearKept`).
 */
export function nearDictionaryWord(word: string, lists: WordLists = wordLists(), keptChecked = false): boolean {
  const spelling = lists.englishSpelling;
  if (!spelling || !/^[a-z]{3,}$/u.test(word)) return false;
  return remembered(nearWordSeen, lists, `${keptChecked ? 1 : 0}${word}`, () => {
    const edits = oneEditAway(word, ALPHABETS.en).filter((form) => !keptChecked || form.charAt(0) !== word.charAt(0));
    return [...edits, ...doublingMoved(word), ...letterMoved(word)].some((form) => form.length >= 3 && form !== word && spelling.has(form));
  });
}

/** The word with one letter moved elsewhere ("reaserch" → research): a slip two edits away. */
function letterMoved(word: string): string[] {
  const forms: string[] = [];
  for (let from = 0; from < word.length; from++) {
    const rest = word.slice(0, from) + word.slice(from + 1);
    for (let to = 0; to <= rest.length; to++) if (to !== from) forms.push(rest.slice(0, to) + word[from] + rest.slice(to));
  }
  return forms;
}

/**
 * The word with its doubled letter written single and a single one doubled, the commonest typo
 * two edits away ("dissapear" → disappear, "occured" is one edit): a listed misspelling.
 */
function doublingMoved(word: string): string[] {
  const forms: string[] = [];
  for (let doubled = 1; doubled < word.length; doubled++) {
    if (word[doubled] !== word[doubled - 1]) continue;
    const undoubled = word.slice(0, doubled) + word.slice(doubled + 1);
    for (let single = 0; single < undoubled.length; single++) {
      if (single !== doubled - 1) forms.push(undoubled.slice(0, single + 1) + undoubled.slice(single));
    }
  }
  return forms;
}

/**
 * Whether the word follows a capitalised genus no dictionary knows ("Aedes aegypti"; in a Hebrew or
 * Arabic text any, «وAnopheles pharoensis») or its initial ("S. pimpinellifolium"): a name, no word
 * to spell or explain.
 */
export function inSpeciesName(text: string, start: number, lists: WordLists = wordLists()): boolean {
  const genus = /(?<![A-Za-z])(\p{Lu}\p{Ll}{2,}\.?|\p{Lu}\.)\s+$/u.exec(text.slice(Math.max(0, start - 40), start))?.[1];
  if (genus === undefined) return false;
  // In a Hebrew or Arabic text a Latin epithet names its genus whatever the dictionary holds
  // ("Anopheles" is English too); "Sand battery" is no species.
  const latinEpithet = /^[a-z]+(?:us|is|ae|ii|um|es|ata|atum|atus)(?![\p{L}])/u.test(text.slice(start, start + 40)) && /[\u05d0-\u05ea\u0621-\u064a]/u.test(text);
  return /^\p{Lu}\.$/u.test(genus) || latinEpithet || lists.englishSpelling?.has(genus.replace(/\.$/u, '').toLowerCase()) === false;
}

export interface MisspeltWord {
  written: WrittenWord;
  suggestion: string;
}

/** The measure's rare words the writer misspelt, the rarest first, each with the word meant. */
export function misspeltWords(text: string, analysis: JargonAnalysis, lists: WordLists = wordLists()): MisspeltWord[] {
  return rarestFirst(analysis).flatMap((measured) => {
    const written = asWritten(text, measured);
    if (written.span === null || inSpeciesName(text, written.span.start, lists)) return [];
    const spelling = spellingOf(written.word, analysis, lists, text);
    return spelling.verdict === 'misspelt' ? [{ written, suggestion: spelling.suggestion }] : [];
  });
}

/** Misspelt words remarked on in one text; more would read as a proofreading. */
const MISSPELT_NAMED = 3;

/** "“wich” looks misspelt: did you mean “which”?", one remark a word, at most three, each pointing at its first use. */
export function misspeltWordsRemarks(text: string, analysis: JargonAnalysis, lists: WordLists = wordLists()): Finding[] {
  return misspeltWords(text, analysis, lists)
    .slice(0, MISSPELT_NAMED)
    .map((item) =>
      finding('spelling.misspelt', { key: 'spelling.misspelt', params: { word: item.written.word, suggestion: item.suggestion } }, item.written.span),
    );
}
