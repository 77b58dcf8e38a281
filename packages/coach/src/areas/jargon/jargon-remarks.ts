// What a question about the rare words of a text is made of (docs/exercises.md "How the coach
// decides"): the rebuilt question (unfamiliar-words.ts, a candidate) asks "Will readers … know
// “telemetry”?", true whatever the answer, about at most three words: the rarest that are not
// names, not plain inflections of a common word, not explained where they stand and not the
// writer's key terms (`wordsToAsk`). A simpler word is shown only where it can stand in the
// sentence; the sentence of the rarest word is quoted so the writer knows where to start
// (`askedWordsQuestion`).
import type { AudienceLevel } from '../../coaches/audience.ts';
import type { ExplainedTermNote, JargonAnalysis, KeyTermNote } from '../../coaches/coach.ts';
import { excerpt } from '../../findings/excerpt.ts';
import { finding, type Finding, type TextSpan } from '../../findings/finding.ts';
import { renderMessage } from '../../findings/render.ts';
import { escapeHtml } from '../../markup/html.ts';
import type { CoachLanguage } from '../../i18n/language.ts';
import { analyseText, sentenceAt } from '../../language-analysis/analyse.ts';
import type { LanguageAnalysis, Token } from '../../language-analysis/types.ts';
import { confirmedExplanation } from './explanation-cues.ts';
import { asWritten, rarestFirst, sentenceStartsAt, wordKey, type WrittenWord } from '../../measures/rare-words.ts';
import { familiarToChildren } from './familiar-english.ts';

/** Words named in the remark; more would bury it (the De-Jargonizer shows them all). */
export const WORDS_ASKED = 3;
/** Simpler words shown for one word: past the second, a suggestion fits its sentence less often. */
const ALTERNATIVES_SHOWN = 2;
/**
 * A word family this frequent in a four-year news window (three times the rare band's top, 50) is
 * known to readers in any of its forms: a walk found "multiplying" (multiply 73 + multiplied 66 +
 * multiplies 7 + multiplying 36) everyday for 12-year-olds; at 300 it was asked.
 */
const KNOWN_BASE_COUNT = 150;
/** An adjective this frequent ("dark" 4,621) is known in its -en verb ("darken"). */
const COMMON_ADJECTIVE_COUNT = 1000;
const GLOSS_HEAD = 40;

/** The sentence of `text` holding the offset. */
export function sentenceAround(text: string, offset: number): string {
  const analysis = analyseText(text);
  const found = analysis.sentences[sentenceAt(analysis, offset)];
  return found ? found.text.trim() : text.trim();
}

function tokenAt(analysis: LanguageAnalysis, offset: number): { token: Token; next: Token | undefined } | null {
  const index = analysis.tokens.findIndex((token) => token.start <= offset && offset < token.end);
  if (index < 0) return null;
  return { token: analysis.tokens[index]!, next: analysis.tokens[index + 1] };
}

/**
 * A name or place ("Haifa", "Okavango"): a capitalised word inside a sentence. Acronyms
 * ("CRISPR") are not names; Hebrew has no capitals, and its names are in the dictionary.
 */
function isName(written: WrittenWord, text: string): boolean {
  if (written.span === null) return false;
  if (hebrewPlaceName(text, written.span.start)) return true;
  return /^\p{Lu}\p{Ll}/u.test(written.word) && !sentenceStartsAt(text, written.span.start);
}

/**
 * Hebrew has no capitals, so a place's name is known by the word before it: a kind of place
 * ("נחל צין", "בהר מירון", "של עמק החולה"), its prefix letters aside. A walk asked "צין" three
 * times of junior-high readers while the real terms of the sentence went unasked.
 */
const HEBREW_PLACE_KINDS = new Set([
  'נחל', 'נחלי', 'הר', 'הרי', 'עמק', 'מדבר', 'ים', 'אגם', 'מעיין', 'מכתש', 'נהר', 'חוף', 'מפרץ', 'רמת',
  'גבעת', 'קיבוץ', 'מושב', 'העיר', 'עיר', 'כפר', 'רחוב', 'שכונת', 'יער', 'שמורת', 'פארק', 'מערת', 'רכס', 'בקעת', 'מישור',
  // "תעלת סואץ" was asked of junior-high readers (w7).
  'תעלת', 'מיצר', 'מיצרי', 'אי', 'איי', 'מחוז', 'מדינת', 'נמל', 'סכר',
]);
function hebrewPlaceName(text: string, offset: number): boolean {
  const window = text.slice(Math.max(0, offset - 20), offset);
  if (!/\s$/u.test(window)) return false;
  const before = window.trimEnd().split(/\s/u).at(-1) ?? '';
  if (!/^[\u05d0-\u05ea]+$/u.test(before)) return false;
  // The kind's own prefix letters (ב, ל, מ, ה, ו, ש) may stand before it: "באגן הניקוז של נחל צין", "בנחל צין".
  for (let cut = 0; cut <= 2 && cut < before.length - 1; cut++) {
    if (cut > 0 && !'ובכלמשה'.includes(before.charAt(cut - 1))) break;
    if (HEBREW_PLACE_KINDS.has(before.slice(cut))) return true;
  }
  return false;
}

/**
 * A word of the writer's own everyday comparison ("like a raincoat for the cell"), or one a
 * comparison pictures right after it ("a hot, steamy box, like a bathroom after a long shower";
 * Hebrew כמו): the writer has already chosen an image for the readers. A walk asked both of
 * elementary readers.
 */
function inComparison(text: string, span: TextSpan): boolean {
  const before = text.slice(Math.max(0, span.start - 30), span.start);
  const after = text.slice(span.end, span.end + 40);
  // "like a …" only: "as a catalyst" names a role, not a comparison.
  if (/(?:^|[\s,(])like\s+(?:a|an|the)\s+(?:[\p{L}-]+\s+)?$/iu.test(before)) return true;
  if (/(?:^|[\s,(])כמו\s+(?:[\u05d0-\u05ea]+\s+)?$/u.test(before)) return true;
  // A Hebrew measure of comparison a few words before: "עמוק פי חמישה עשר מגובה מגדל עזריאלי".
  if (/(?:^|[\s,(])(?<!על )(?:פי|בגודל|בגובה|מגובה|באורך)\s+(?:(?:[\u05d0-\u05ea-]+|\d+(?:[.,]\d+)*)\s+){0,4}$/u.test(text.slice(Math.max(0, span.start - 60), span.start))) return true;
  // "דו-חי קטן שדומה לסלמנדרה" (like a salamander): the word carries its ל.
  if (/(?:^|[\s,(])ש?(?:דומה|דומים|דומות)\s+$/u.test(before) && text.charAt(span.start) === 'ל') return true;
  return /^(?:\s+[\p{L}-]+)?,?\s+(?:like\s+(?:a|an|the)|כמו)\s/iu.test(after);
}

/**
 * A word of the writer's own gloss in brackets after a term ("טריטונים (סוג של סלמנדרה קטנה)",
 * "opsin (a protein in the eye)"): the plain words the writer chose to explain the term with. A
 * walk asked "סלמנדרה" of the gloss that explains the newt.
 */
function inBracketGloss(text: string, span: TextSpan): boolean {
  const open = text.lastIndexOf('(', span.start);
  if (open < 0 || text.lastIndexOf(')', span.start) > open) return false;
  const close = text.indexOf(')', span.end);
  if (close < 0) return false;
  // The brackets follow a word and hold words, not a figure or an abbreviation alone.
  return /[\p{L}]\s*$/u.test(text.slice(Math.max(0, open - 3), open)) && /\s/u.test(text.slice(open + 1, close).trim());
}

/**
 * Other forms of a Hebrew verb form's root that readers would know it by: a hif'il form
 * ("מחליד", "להחליד": rusts, to rust) or a pu'al/pi'el one ("פוזר", "מפוזר": spread) is counted
 * apart in the news, and is rare there, while its root is everyday in another form ("חלודה",
 * "לפזר"). A walk read as an instructor reads found such forms known to high-school readers.
 * Empty for a word of neither pattern.
 */
export function hebrewFamily(word: string): string[] {
  const hifil = /^(?:לה|מ|ה|י|ת|נ)([\u05d0-\u05ea])([\u05d0-\u05ea])י([\u05d0-\u05ea])(?:ה|ים|ות|ו)?$/u.exec(word);
  const piel = /^מ?([\u05d0-\u05ea])ו([\u05d0-\u05ea])([\u05d0-\u05ea])(?:ה|ים|ות)?$/u.exec(word);
  const root = hifil ?? piel;
  if (!root) return [];
  const [m1, m2, m3] = [root[1] ?? '', root[2] ?? '', medialForm(root[3] ?? '')];
  const f3 = finalForm(m3);
  return [`${m1}${m2}ו${m3}ה`, `${m1}${m2}${f3}`, `ל${m1}${m2}${f3}`, `ל${m1}${m2}ו${f3}`, `ה${m1}${m2}י${f3}`, `לה${m1}${m2}י${f3}`].filter(
    (form) => form !== word,
  );
}

const finals: Readonly<Record<string, string>> = { כ: 'ך', מ: 'ם', נ: 'ן', פ: 'ף', צ: 'ץ' };
const medials: Readonly<Record<string, string>> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
/** A root letter as it is written at the end of a word, and inside one. */
const finalForm = (letter: string) => finals[letter] ?? letter;
const medialForm = (letter: string) => medials[letter] ?? letter;

/**
 * An English word that readers know through its base: "squeezes" (squeeze), "summaries"
 * (summary), "accented" (accent), "replanted" (plant). Counted apart in the news, the form is
 * rare while its base is well into the mid-frequency band; a walk read as an instructor reads
 * found every such form known to the readers.
 */
function isPlainInflection(written: WrittenWord, analysis: JargonAnalysis, language: LanguageAnalysis): boolean {
  if (language.language === 'he') {
    // The verb's own prefix (מ, לה, ה …) is part of its pattern: only a conjunction ו is taken off.
    const forms = [written.measured, written.measured.replace(/^ו(?=[\u05d0-\u05ea]{4})/u, '')];
    return forms.flatMap(hebrewFamily).some((base) => analysis.frequency(base) >= KNOWN_BASE_COUNT);
  }
  if (language.language !== 'en' || written.span === null) return false;
  const lemma = tokenAt(language, written.span.start)?.token.lemma ?? '';
  // A plural after a hissing sound has its base before "es" ("octopuses", "glasses"), which the
  // lemma may miss at a sentence's start ("Octopuses" → "octopuse").
  const plural = /(?:s|x|z|ch|sh)es$/u.test(written.measured) ? [written.measured.slice(0, -2)] : [];
  const stems = [lemma, written.measured, ...plural].flatMap((base) => {
    const stem = base.replace(/(?:ed|ing)$/u, '');
    return stem.length >= 4 && stem !== base ? [base, stem, `${stem}e`] : [base];
  });
  const bases = stems
    .flatMap((base) => [base, base.replace(/^(?:re|un|pre|over|under)(?=[a-z]{4})/u, '')])
    .filter((base) => base !== '' && base !== written.measured);
  if (bases.some((base) => familyCount(base, analysis) >= KNOWN_BASE_COUNT)) return true;
  // A verb made of a common adjective with -en ("darkens": dark 4,621; "weakened", "widening"):
  // readers know it by the adjective. A walk had "darkens" asked of adults.
  const adjectives = [written.measured, lemma].flatMap((form) => {
    const verb = /^([a-z]{3,})en(?:s|ed|ing)?$/u.exec(form);
    return verb?.[1] ? [verb[1], `${verb[1]}e`] : [];
  });
  return adjectives.some((adjective) => analysis.frequency(adjective) >= COMMON_ADJECTIVE_COUNT);
}

/**
 * How often the news uses a base in any of its plain forms: readers know "melt" from "melting"
 * (304) as much as from "melt" (157), and "octopus" (294) with "octopuses" (32). A walk read as an
 * instructor reads found "melts" and "octopuses" asked of readers who know them.
 */
function familyCount(base: string, analysis: JargonAnalysis): number {
  let forms: string[];
  if (base.endsWith('e')) forms = [base, `${base}s`, `${base}d`, `${base.slice(0, -1)}ing`];
  else if (/[^aeiou]y$/u.test(base)) forms = [base, `${base.slice(0, -1)}ies`, `${base.slice(0, -1)}ied`, `${base}ing`];
  else if (/(?:s|x|z|ch|sh)$/u.test(base)) forms = [base, `${base}es`, `${base}ed`, `${base}ing`];
  else forms = [base, `${base}s`, `${base}ed`, `${base}ing`];
  let total = 0;
  for (const form of forms) total += analysis.frequency(form);
  return total;
}

/**
 * A word in another script than the text's ("قطة (חתול)" in a Hebrew text, Cyrillic in an English
 * one): a quoted word of another language, which word counts in the text's language cannot judge.
 * Latin letters in a Hebrew text too ("ה-DNA", "FTIR"): the Hebrew list does not count them, and
 * on the walks every one asked was known to its readers (DNA to junior-high readers, FTIR to
 * marine biologists), none of three a fair question.
 */
function inAnotherScript(written: WrittenWord, language: LanguageAnalysis): boolean {
  const letters = language.language === 'he' ? /^[\u05d0-\u05ea'’"״׳-]+$/u : /^[\p{Script=Latin}'’-]+$/u;
  return !letters.test(written.word.replace(/[\d.]/gu, ''));
}

/**
 * Whether a simpler word may stand in for this one where it is: not inside a multi-word term
 * ("neural network", "gradient compression": the term, not the word, has a sense), and not a
 * noun of an "X of Y" phrase, whose sense the thesaurus misreads ("abundance of" is not plenty).
 */
function alternativeFits(written: WrittenWord, language: LanguageAnalysis): boolean {
  // Parts of speech are English only; the thesaurus is too, so other languages get none anyway.
  if (language.language !== 'en' || written.span === null) return true;
  const at = tokenAt(language, written.span.start);
  if (!at) return false;
  const { token, next } = at;
  if (!next) return true;
  const modifier = token.pos === 'NOUN' || token.pos === 'ADJ' || token.pos === 'PROPN';
  if (modifier && (next.pos === 'NOUN' || next.pos === 'PROPN')) return false;
  if (token.pos === 'NOUN' && next.text.toLowerCase() === 'of') return false;
  return true;
}

/** The explained terms the question leaves out: rare ones, explained by a clear cue. */
function explainedRareTerms(text: string, analysis: JargonAnalysis): ExplainedTermNote[] {
  const rare = new Set(analysis.rareWords);
  return (analysis.explainedTerms ?? []).filter(
    (term) => term.forms.some((form) => rare.has(form)) && confirmedExplanation(text, term.at, term.term),
  );
}

/** The writer's key terms the text uses that hold a rare word: left out of the question too. */
function rareKeyTerms(analysis: JargonAnalysis): KeyTermNote[] {
  const rare = new Set(analysis.rareWords);
  return (analysis.keyTerms ?? []).filter((term) => term.uses > 0 && term.forms.some((form) => rare.has(form)));
}

/**
 * The highest news count at which a word is still asked of school readers (elementary to high
 * school). The news counts a child's everyday world little: on the walks, of the words asked of
 * such readers with a count from 15 to 49 (the rare band's top), one in eight was unknown to them
 * ("starch", borderline), the rest everyday ("honeybees" 25, "almonds" 18, "pollinate" 17,
 * "summaries" 23, "multiplying" 36, "squeezes" 45, "steamy" 15); below 15 nearly all were real
 * terms ("neonicotinoid" 14, "polymers" 12, "redshift" 10, "forager" 2). Adults' questions keep
 * the whole rare band ("neural" 24, "proton" 30 were true of them).
 */
export const SCHOOL_READERS_MAX_COUNT = 14;
/** The Hebrew list's mid band starts here (80 in OpenSubtitles 2018, 0.5 per million tokens). */
const HEBREW_MID_MIN = 80;

/**
 * A Hebrew word the list knows in another form of its family: behind prefix letters the measure
 * did not take off ("בהתפלה", "הביומסה": התפלה 158, ביומסה 601), or as a plural the list has
 * where the singular is missing ("מינרל": מינרלים 314). Counted at the list's mid band or above,
 * the family is no rare word; the walks found such words everyday for their readers.
 */
function hebrewFamilyListed(written: WrittenWord, analysis: JargonAnalysis): boolean {
  const form = written.measured;
  if (!/^[\u05d0-\u05ea]+$/u.test(form)) return false;
  const stems = [form];
  let stem = form;
  for (let letters = 0; letters < 3 && stem.length > 4 && 'ובכלמשה'.includes(stem.charAt(0)); letters++) {
    stem = stem.slice(1);
    stems.push(stem);
  }
  const family = stems.flatMap((base) => [base, `${base}ים`, `${base}ות`, base.replace(/ה$/u, 'ות'), ...hebrewSingular(base), ...withoutPossessive(base)]);
  return family.some((candidate) => candidate !== form && analysis.frequency(candidate) >= HEBREW_MID_MIN);
}

const finalLetters: Readonly<Record<string, string>> = { כ: 'ך', מ: 'ם', נ: 'ן', פ: 'ף', צ: 'ץ' };

/**
 * The noun behind a possessive ending ("שגילן": their age, "גילם", "ביתו"): the list counts the
 * noun ("גיל" 6,824) far more than its possessed forms, and a walk had "שגילן" asked of
 * junior-high readers, named first as the rarer word.
 */
function withoutPossessive(form: string): string[] {
  const match = /^([\u05d0-\u05ea]{3,}?)(?:יהם|יהן|ם|ן|ו|נו|כם)$/u.exec(form);
  if (!match) return [];
  const base = match[1]!;
  // "-ון" and "-ום" end nouns of their own ("קינון", "ספקטרום"): no possessive there.
  if (base.endsWith('ו')) return [];
  const last = base.charAt(base.length - 1);
  return [base.slice(0, -1) + (finalLetters[last] ?? last)];
}

/**
 * The singular of a Hebrew plural in ים / ות, its last letter in final form ("מתחדשים" → "מתחדש",
 * counted 1121): a plural the list lacks is known when its singular is listed. A walk had
 * "מתחדשים" (are renewed) asked of high-school readers twice.
 */
function hebrewSingular(form: string): string[] {
  const match = /^([\u05d0-\u05ea]{3,})(?:ים|ות)$/u.exec(form);
  if (!match) return [];
  const base = match[1]!;
  const last = base.charAt(base.length - 1);
  return [base.slice(0, -1) + (finalLetters[last] ?? last)];
}

/**
 * A kind of place before its name ("בקיבוץ קטורה", "בנחל צין"): an everyday word that the list
 * happens to lack ("קיבוץ" is not among its 50,000), asked of junior-high readers on a walk.
 */
function hebrewPlaceKind(written: WrittenWord): boolean {
  return HEBREW_PLACE_KINDS.has(wordKey(written.measured));
}

/**
 * A Hebrew word written with a geresh for a foreign sound (ג׳ ז׳ צ׳: "ג'יימס", "צ'רלס"): a
 * transliterated name as a rule, which no reader is asked to know as a word ("טלסקופ החלל ג'יימס
 * ווב" had "ג'יימס" asked).
 */
function hebrewTransliteratedName(written: WrittenWord): boolean {
  return /^[\u05d0-\u05ea]*[גזצ]['’׳]/u.test(written.word);
}

/**
 * The highest news count at which a word is still asked of adult readers. On the walks every word
 * asked of adults with a count from 35 to 49 was everyday to them ("captions" 44, "anchoring" 46,
 * "soot" 43, "vulture" 42); every one labelled a fair question was under 31 ("neural" 24, "proton"
 * 30, "solvents" 7).
 */
export const ADULT_READERS_MAX_COUNT = 34;

/**
 * A term that names what the sentence before described, as a kind of it: "I search for planets
 * that orbit other stars. These exoplanets are …" (exo-planets are those planets). The term ends
 * with a word the stretch before it used. A walk had "exoplanets" asked of junior-high readers.
 */
function namedAfterItsKind(text: string, span: TextSpan): boolean {
  const before = text.slice(Math.max(0, span.start - 200), span.start);
  if (!/(?:^|[.!?]\s+)(?:These|This|Such|Those)\s+$/u.test(before)) return false;
  const term = text.slice(span.start, span.end).toLowerCase();
  return (before.toLowerCase().match(/\p{L}{4,}/gu) ?? []).some((word) => term.length > word.length + 1 && term.endsWith(word));
}

/** Whether the news count says readers of this level may know the word (SCHOOL_READERS_MAX_COUNT, ADULT_READERS_MAX_COUNT). */
function commonForTheReaders(written: WrittenWord, analysis: JargonAnalysis, level: AudienceLevel | undefined): boolean {
  if (level === undefined) return false;
  return analysis.frequency(written.measured) > (level === 'adults' ? ADULT_READERS_MAX_COUNT : SCHOOL_READERS_MAX_COUNT);
}

/** An English word a fourth grader knows (familiar-english.ts), judged by its form and its lemma there. */
function knownToChildren(written: WrittenWord, language: LanguageAnalysis): boolean {
  if (language.language !== 'en') return false;
  const lemma = written.span === null ? undefined : tokenAt(language, written.span.start)?.token.lemma;
  return familiarToChildren(written.measured, lemma);
}

/**
 * Explained at any of its uses, not only the first ("… in stalagmites. Stalagmites are stone
 * columns that grow …"): the text gives readers the meaning, and asking whether they know the
 * word asks for what it does.
 */
function explainedSomewhere(text: string, word: string): boolean {
  const lower = text.toLowerCase();
  const needle = word.toLowerCase();
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) {
    // The word as written there, a plural of it included ("perovskite" … "Perovskites are crystals that …").
    const used = /^[\p{L}-]*/u.exec(text.slice(at))?.[0] ?? word;
    const plural = used.length - word.length <= 2 && /^(?:s|es)?$/iu.test(used.slice(word.length));
    if (confirmedExplanation(text, at, plural ? used : text.slice(at, at + word.length))) return true;
  }
  return false;
}

/**
 * Where the text explains a rare word in place: the head of its gloss, at most GLOSS_HEAD
 * characters up to its closing mark. A word further on ("…, which astronomers use as standard
 * candles because their peak luminosity …") is the sentence's own, and still asked.
 */
function glossesOf(text: string, words: readonly WrittenWord[]): TextSpan[] {
  return words.flatMap((word) => {
    if (word.span === null || !explainedSomewhere(text, text.slice(word.span.start, word.span.end))) return [];
    const rest = text.slice(word.span.end, word.span.end + GLOSS_HEAD);
    // The gloss opens with a comma, a dash or a bracket and ends at the next one ("methylation, a
    // chemical tag on genes, and epigenetics": "epigenetics" is no part of it).
    const opening = /^\s*[,(—–:-]?\s*/u.exec(rest)?.[0].length ?? 0;
    const end = /[,.;?!)—–]/u.exec(rest.slice(opening))?.index;
    return [{ start: word.span.end, end: word.span.end + opening + (end ?? rest.length - opening) }];
  });
}

/** The rare words worth asking about, the rarest first, at most `limit` (WORDS_ASKED). */
export function wordsToAsk(text: string, analysis: JargonAnalysis, level?: AudienceLevel, limit = WORDS_ASKED): WrittenWord[] {
  // By wordKey: a term the text explains once ("מים מהתפלה, כלומר …") is explained in its later forms too ("בהתפלה").
  const explained = new Set(
    [...explainedRareTerms(text, analysis), ...rareKeyTerms(analysis)].flatMap((term) => term.forms).map(wordKey),
  );
  const language = analyseText(text);
  const written = rarestFirst(analysis).map((word) => asWritten(text, word));
  const glosses = glossesOf(text, written);
  return written
    .filter((word) => !explained.has(wordKey(word.measured)))
    // A word of the explanation itself ("melanosomes, tiny sacs inside feathers …") is how the
    // writer made the term plain; a fresh walk had "sacs" asked once "melanosomes" no longer was.
    .filter((word) => word.span === null || !glosses.some((gloss) => word.span!.start >= gloss.start && word.span!.start < gloss.end))
    // A letter or two ("P waves", "S") is a name the sentence gives, not a word to replace.
    .filter((written) => [...written.word].length > 2)
    .filter((written) => !isName(written, text) && !inAnotherScript(written, language) && !isPlainInflection(written, analysis, language))
    .filter((written) => written.span === null || (!inComparison(text, written.span) && !inBracketGloss(text, written.span)))
    .filter((written) => !hebrewFamilyListed(written, analysis) && !hebrewTransliteratedName(written) && !hebrewPlaceKind(written))
    .filter((written) => !commonForTheReaders(written, analysis, level))
    .filter((written) => !knownToChildren(written, language))
    // Explained where it stands, though the measure did not mark it ("the liquid …, called the electrolyte, which …").
    .filter((written) => written.span === null || !explainedSomewhere(text, text.slice(written.span.start, written.span.end)))
    .filter((written) => written.span === null || !namedAfterItsKind(text, written.span))
    .slice(0, limit);
}

function highlighted(word: string): string {
  return `<span class="rare-word">${escapeHtml(word)}</span>`;
}

/** The message keys of a question about words: one word or several, before the last version and after it. */
export interface AskedWordsKeys {
  one: string;
  many: string;
  lastOne: string;
  lastMany: string;
}

/**
 * The question about the words given, the rarest first ("Will {readers} know X, Y? If not, …"),
 * of the kind and keys given: each word as written, with simpler words where they fit its
 * sentence, and the sentence of the first quoted. Null for no word.
 */
export function askedWordsQuestion(
  kind: Finding['kind'],
  keys: AskedWordsKeys,
  words: readonly WrittenWord[],
  text: string,
  analysis: JargonAnalysis,
  readers: string,
  language: CoachLanguage,
  finalVersion: boolean,
): Finding | null {
  const first = words[0];
  if (!first) return null;
  const analysed = analyseText(text);
  const listed = words.map((written) => {
    const sentence = written.span ? sentenceAround(text, written.span.start) : undefined;
    const alternatives = alternativeFits(written, analysed) ? analysis.alternatives(written.measured, sentence).slice(0, ALTERNATIVES_SHOWN) : [];
    if (alternatives.length === 0) return highlighted(written.word);
    // Rendered, so already escaped.
    return `${highlighted(written.word)} (${renderMessage({ key: 'jargon.simpler', params: { alternatives: alternatives.join(', ') } }, language)})`;
  });
  const sentence = first.span ? excerpt(sentenceAround(text, first.span.start)) : '';
  return finding(
    kind,
    { key: finalVersion ? (words.length > 1 ? keys.lastMany : keys.lastOne) : words.length > 1 ? keys.many : keys.one, params: { readers, words: listed.join(', '), sentence } },
    first.span,
  );
}
