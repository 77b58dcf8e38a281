// Checks every explained-term mark passes, whatever its cue (docs/de-jargonizer.md "Key terms and
// explained terms", "Real prose"): on real abstracts and science news most wrong marks were a
// name, an abbreviation or a code taken for a term, a verb joined to the term ("apoptosis lets",
// "regulate metabolism", "sprayed fungicide"), an example list's item, a gloss of a longer phrase or
// of a whole list ("stem rust", "… and rockfish — species that …"), or an "explanation" that says
// nothing a reader did not know ("a process known as …", "so-called stratovolcano"). A mark that
// is unsure is not made. Browser-safe.
import { stripArabicClitics } from './arabic.ts';
import type { ExplanationText, WordRun } from './explanation-text.ts';
import type { TextScript } from './text-script.ts';

/**
 * Nouns that name only a kind of thing: "a process called apoptosis", "a protein called paxillin",
 * "The process itself is known as …" tell a lay reader nothing about the term.
 */
const GENERIC_ENGLISH = new Set([
  'process', 'processes', 'thing', 'things', 'phenomenon', 'method', 'technique', 'approach', 'condition', 'state', 'substance',
  'material', 'compound', 'molecule', 'molecules', 'protein', 'proteins', 'chemical', 'chemicals', 'effect', 'system', 'mechanism',
  'procedure', 'term', 'word', 'name', 'concept', 'factor', 'element', 'structure', 'object', 'type', 'kind', 'form', 'stuff',
  'something', 'way', 'one', 'entity', 'feature', 'property', 'event', 'disorder', 'disease', 'gene', 'genes', 'cell', 'cells',
  'organism', 'organisms', 'species', 'animal', 'animals', 'plant', 'plants', 'group', 'area', 'field', 'region', 'team', 'person',
  'people', 'man', 'woman', 'patient', 'question', 'pathway', 'pathways', 'route', 'reaction', 'reactions', 'tissue', 'tissues',
]);

const GENERIC_HEBREW = new Set([
  'תהליך', 'דבר', 'תופעה', 'שיטה', 'טכניקה', 'מצב', 'חומר', 'חומרים', 'תרכובת', 'מולקולה', 'חלבון', 'חלבונים', 'השפעה', 'מערכת',
  'מנגנון', 'מונח', 'מילה', 'שם', 'מושג', 'גורם', 'יסוד', 'מבנה', 'סוג', 'צורה', 'דרך', 'אירוע', 'מחלה', 'גן', 'תא', 'תאים',
  'אורגניזם', 'מין', 'בעל', 'צמח', 'קבוצה', 'אזור', 'תחום', 'צוות', 'אדם', 'איש', 'אישה', 'צעיר', 'צעירה', 'ילד', 'ילדה', 'גבר',
  'מנגנון', 'מחלות', 'תהליכים', 'שיטות',
]);

/** Arabic generic nouns, in the cues' folded letters (arabic-explanation-view.ts): "عملية تسمى …", "مادة تدعى …". */
const GENERIC_ARABIC = new Set([
  'عملية', 'عمليه', 'شيء', 'ظاهرة', 'ظاهره', 'طريقة', 'طريقه', 'تقنية', 'تقنيه', 'حالة', 'حاله', 'مادة', 'ماده', 'مواد', 'مركب',
  'جزيء', 'جزيئا', 'بروتين', 'بروتينا', 'بروتينات', 'تاثير', 'نظام', 'الية', 'اليه', 'مصطلح', 'كلمة', 'كلمه', 'اسم', 'مفهوم', 'عامل',
  'عنصر', 'بنية', 'بنيه', 'نوع', 'شكل', 'مرض', 'امراض', 'جين', 'جينات', 'خلية', 'خليه', 'خلايا', 'كائن', 'كائنات', 'نبات', 'حيوان',
  'مجموعة', 'مجموعه', 'منطقة', 'منطقه', 'مجال', 'فريق', 'شخص', 'رجل', 'امراة', 'مسار', 'تفاعل', 'نسيج', 'انسجة', 'جهاز',
]);

/** Words that carry no meaning of their own in an explanation: determiners, pronouns, "itself", "in question". */
const EMPTY_ENGLISH = /^(?:a|an|the|this|that|these|those|its|their|his|her|our|some|one|itself|themselves|in|of|question|new|certain|particular|specific|so-called|called|known|as|is|are|was|were|what|what's|what’s)$/iu;
const EMPTY_HEBREW = /^(?:ה?זה|ה?זו|ה?זאת|אותו|אותה|מסוים|מסוימת|מסוימים|מיוחד|מיוחדת|חדש|חדשה|ה?נ?קרא\p{L}*|של|עצמו|עצמה|גם|בשם)$/u;
const EMPTY_ARABIC = /^(?:[وف]?(?:هذا|هذه|ذلك|تلك|هو|هي|ما|ايضا|نفسه|نفسها|معين|معينة|معينه|خاص|خاصة|خاصه|جديد|جديدة|جديده|يسمي|تسمي|يدعي|تدعي|يعرف|تعرف|باسم|من|في|ب)|ال)$/u;

/**
 * Whether an explanation says nothing but the kind of thing the term is: its meaningful words
 * are all generic nouns ("a process", "The protein in question", "a small process" passes).
 */
export function saysLittle(context: ExplanationText, start: number, end: number, script: TextScript): boolean {
  const words = context.text
    .slice(start, end)
    .split(/[\s,;:()"“”'‘’—–-]+/u)
    .filter((word) => word !== '');
  const empty = script === 'Hebrew' ? EMPTY_HEBREW : script === 'Arabic' ? EMPTY_ARABIC : EMPTY_ENGLISH;
  const generic = GENERIC_ENGLISH;
  const meaningful = words.filter((word) => !empty.test(word));
  return meaningful.every((word) =>
    script === 'Hebrew' ? isGenericHebrewNoun(word) : script === 'Arabic' ? isGenericArabicNoun(word) : generic.has(word.toLowerCase()),
  );
}

/** "It is a so-called stratovolcano": a name said to be one, not an explanation. */
export function isSoCalled(context: ExplanationText, start: number, end: number): boolean {
  return /\bso-called\b/iu.test(context.text.slice(start, end));
}

// Not "one" before a term: as often a determiner ("one enzyme, a protein that …") as a count.
const NUMBER_WORDS =
  'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|thousands?|millions?|billions?|dozens?';
const SPELLED_NUMBER = new RegExp(`^(?:one|${NUMBER_WORDS})$`, 'iu');
const SPELLED_NUMBER_BEFORE = new RegExp(`(?:^|[^\\p{L}-])(?:${NUMBER_WORDS})[ \\t\\u00a0-]+$`, 'iu');

/** Words before a run that make it an item of a list of examples ("such as X, Y", "כמו X, Y"). */
const EXAMPLE_LIST_ENGLISH = /(?<![\p{L}'’-])(?:such as|including|like|e\.g\.,?|for example,?|for instance,?)\s+(?:[\p{L}'’-]+,?\s+){0,6}$/iu;
const EXAMPLE_LIST_HEBREW = /(?:^|\s)(?:כמו|כגון|למשל|לדוגמה|ובהם|ביניהם)\s+(?:[\p{L}'’״"-]+,?\s+){0,6}$/u;
const EXAMPLE_LIST_ARABIC = /(?:^|\s)(?:مثل|منها|ومنها|بينها)\s+(?:\p{L}+,?\s+){0,6}$/u;

/**
 * Whether the run should not be read as a term at all: an item of a list of examples ("such as
 * Tay-Sachs, cystic fibrosis and …"), a word glued to digits (a code: "CPEB4", "4PY"), or, in
 * English, a name (capitalised words inside a sentence: "Dr. Soman Abraham", "Telica Volcano",
 * "The Back Book"; an all-capital abbreviation such as CRISPR stays a term).
 */
export function notATerm(context: ExplanationText, run: WordRun, script: TextScript): boolean {
  const { text, words } = context;
  const start = words.wordStarts[run.first] ?? 0;
  const end = words.wordEnds[run.last] ?? 0;
  if (/\p{N}/u.test(text.charAt(end)) || /\p{N}/u.test(text.charAt(start - 1))) return true;
  // "12 kilometres, a distance …", "ב-80 סנטימטרים": a unit after a figure is a quantity, not a term.
  if (/\p{N}[ \t\u00a0]+$/u.test(text.slice(Math.max(0, start - 8), start))) return true;
  // "for fifteen seconds", "three decibels": the same with the figure spelled out.
  if (script === 'Latin' && (SPELLED_NUMBER.test(words.cleanedWords[run.first] ?? '') || SPELLED_NUMBER_BEFORE.test(text.slice(Math.max(0, start - 14), start)))) return true;
  const sentenceStart = context.sentences[context.sentenceOfWord[run.first] ?? 0]?.start ?? 0;
  const before = text.slice(Math.max(sentenceStart, start - 120), start);
  if ((script === 'Hebrew' ? EXAMPLE_LIST_HEBREW : script === 'Arabic' ? EXAMPLE_LIST_ARABIC : EXAMPLE_LIST_ENGLISH).test(before)) return true;
  if (script !== 'Latin') return false;
  const written = text.slice(start, end);
  const name = written.split(/[\s-]+/u).every((word) => /^\p{Lu}\p{Ll}/u.test(word));
  const opensSentence = /^[\s"“‘'(\-–—•*]*$/u.test(text.slice(sentenceStart, start));
  if (!name) return false;
  // At a sentence's start one capital says nothing: two or more words each with one are a name ("Nikku Madhusudhan,
  // an astrophysicist …"), and so is a word the text writes with a capital inside a sentence and never without ("Alvarez said").
  return !opensSentence || run.last > run.first || capitalisedElsewhere(context, run.first);
}

/** Whether the text uses the word elsewhere inside a sentence, each time with a capital ("… Alvarez said."). */
function capitalisedElsewhere(context: ExplanationText, at: number): boolean {
  const { text, words } = context;
  const form = words.cleanedWords[at];
  let inside = false;
  for (let word = 0; word < words.cleanedWords.length; word++) {
    if (word === at || words.cleanedWords[word] !== form) continue;
    const start = words.wordStarts[word] ?? 0;
    if (!/^\p{Lu}/u.test(text.charAt(start))) return false;
    const sentenceStart = context.sentences[context.sentenceOfWord[word] ?? 0]?.start ?? 0;
    if (!/^[\s"“‘'(\-–—•*]*$/u.test(text.slice(sentenceStart, start))) inside = true;
  }
  return inside;
}

/** Words after which a run's first word is a verb ("… that regulate metabolism", "to encode …"). */
const BEFORE_A_VERB = /^(?:to|that|which|who|can|could|will|would|may|might|must|should|does|did|do|not|also|often)$/iu;
/** Prepositions before a verb's -ing form ("in regulating mitochondrial function"). */
const BEFORE_AN_ING = /^(?:in|of|by|for|from|with|without|after|before|while|when|on|at|into|through)$/iu;

/**
 * An English run without a verb at its start: "regulate metabolism" after "that", "regulating
 * mitochondrial function" after "in". The run as it is otherwise.
 */
export function withoutLeadingVerb(context: ExplanationText, run: WordRun, script: TextScript): WordRun {
  if (script !== 'Latin' || run.last === run.first) return run;
  const previous = context.words.cleanedWords[run.first - 1] ?? '';
  const first = context.words.cleanedWords[run.first] ?? '';
  const sameSentence = context.sentenceOfWord[run.first - 1] === context.sentenceOfWord[run.first];
  if (sameSentence && (BEFORE_A_VERB.test(previous) || (BEFORE_AN_ING.test(previous) && /ing$/iu.test(first)))) return { first: run.first + 1, last: run.last };
  if (sameSentence && afterItsSubject(context, run)) return { first: run.first + 1, last: run.last };
  return run;
}

/** Words before a run that open its noun phrase or join it to the sentence: after them the run's first word is no verb. */
const NOT_A_SUBJECT =
  /^(?:a|an|the|this|that|these|those|its|their|his|her|our|your|my|some|any|each|every|no|and|or|but|of|in|on|at|for|with|from|by|into|onto|about|against|among|between|through|without|under|over|near|like|than|as|is|are|was|were|be|been|being|more|most|less|least|very|so|too|newly|recently|\p{L}+ly)$/iu;

/**
 * "The farmers sprayed fungicide, …", "The company sells biochar, …": a past or present verb (-ed, -s)
 * after a plain noun, not a determiner or a preposition, is the sentence's verb, not the term's first
 * word, when the rest of the run holds a rare word.
 */
function afterItsSubject(context: ExplanationText, run: WordRun): boolean {
  const { words, text } = context;
  const previous = run.first - 1;
  if (previous < 0 || !context.isPlain(previous) || NOT_A_SUBJECT.test(words.cleanedWords[previous] ?? '')) return false;
  if (!/^[ \t]+$/u.test(text.slice(words.wordEnds[previous], words.wordStarts[run.first]))) return false;
  if (!/^\p{Ll}[\p{L}'’]*(?:ed|s)$/u.test(text.slice(words.wordStarts[run.first], words.wordEnds[run.first]))) return false;
  for (let word = run.first + 1; word <= run.last; word++) if (context.isRare(word)) return true;
  return false;
}

/**
 * Whether the comma after a run closes a relative clause that the last comma before it opened
 * ("The biologists, who had sampled the estuary, found …", "הגננים, שעבדו כל הקיץ בחממה, גילו …"):
 * what follows goes on with the sentence; it is not an apposition of the run.
 */
export function closesRelativeClause(before: string, relative: { test(text: string): boolean }): boolean {
  const comma = before.lastIndexOf(',');
  return comma >= 0 && relative.test(before.slice(comma + 1).trimStart());
}

/** Whether a Hebrew word, without its prefix letters, is a generic noun ("למחלה", "בתהליך", "מנגנון"). */
export function isGenericHebrewNoun(word: string): boolean {
  // Each split of the prefix letters: "למחלה" is ל + מחלה, whose מ is the noun's own.
  for (let prefix = 0; prefix <= 3 && prefix < word.length - 1; prefix++) {
    if (prefix > 0 && !/^[הובלמכש]$/u.test(word.charAt(prefix - 1))) break;
    if (GENERIC_HEBREW.has(word.slice(prefix))) return true;
  }
  return false;
}

/** Whether an Arabic word (folded letters), without its clitics (و ف ب ل ك, ال), is a generic noun ("بعملية", "المادة"). */
export function isGenericArabicNoun(word: string): boolean {
  if (GENERIC_ARABIC.has(word)) return true;
  return stripArabicClitics(word).some((stem) => GENERIC_ARABIC.has(stem.replace(/^ال/u, '')));
}

/** Words that open a noun phrase: a plain word between one and the term belongs to the term's phrase. */
const OPENS_A_NOUN_PHRASE =
  /(?:^|[^\p{L}'’-])(?:a|an|the|this|these|those|its|their|his|her|our|your|my|some|any|each|every|no|of|in|on|at|for|with|from|by|into|onto|about|against|among|between|through|without|under|over|near|like|than)\s+$|\p{L}['’]s?\s+$/iu;

/** Words that are not part of a noun phrase before a term. */
const NOT_A_MODIFIER =
  /^(?:a|an|the|this|that|these|those|its|their|his|her|our|your|my|some|any|each|every|no|and|or|but|to|of|in|on|at|for|with|from|by|as|is|are|was|were|be|been|being|not|also|than|then|there|here|called|named|termed|dubbed|known)$/iu;

/**
 * Whether an English run is only part of the noun phrase that a gloss after it explains, so that the
 * gloss is not the run's: the last item of a pair or a list ("Abalone, red sea urchins and rockfish —
 * species that …", "the nose and throat, lodge deep in the lungs"), or the end of a longer phrase when
 * the run has no rare word ("with stem rust, a fungal disease …", "decompression sickness", "Europe's
 * largest floating office, a three-storey timber building"), where the term's start is unsure. The word
 * before belongs to the phrase when it is a candidate joined to the run, or a plain word after "a/the",
 * a possessive or a preposition (not an -ing form: "in regulating mitochondrial function"); after a
 * subject a plain word is as often the verb ("The team found microplastics (tiny bits of plastic)"). A
 * rare word is a term by itself, whatever adjective stands before it ("a high albedo, which means …").
 */
export function partOfALongerPhrase(context: ExplanationText, run: WordRun): boolean {
  const { text, words } = context;
  const start = words.wordStarts[run.first] ?? 0;
  const sentenceStart = context.sentences[context.sentenceOfWord[run.first] ?? 0]?.start ?? 0;
  if (/(?:^|[^\p{L}'’-])(?:and|or|&)\s+(?:(?:the|a|an|their|its)\s+)?$/iu.test(text.slice(Math.max(sentenceStart, start - 20), start))) return true;
  for (let word = run.first; word <= run.last; word++) if (context.isRare(word)) return false;
  const previous = run.first - 1;
  if (previous < 0 || context.sentenceOfWord[previous] !== context.sentenceOfWord[run.first]) return false;
  if (!/^[ \t\u00a0\-‐‑]+$/u.test(text.slice(words.wordEnds[previous], start))) return false;
  const word = words.cleanedWords[previous] ?? '';
  if (NOT_A_MODIFIER.test(word) || /ing$/iu.test(word)) return false;
  if (context.isCandidate(previous)) return true;
  return OPENS_A_NOUN_PHRASE.test(text.slice(Math.max(sentenceStart, (words.wordStarts[previous] ?? 0) - 40), words.wordStarts[previous]));
}
