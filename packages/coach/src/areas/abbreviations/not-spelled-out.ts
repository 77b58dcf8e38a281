// The abbreviations a text never spells out where it first uses them (kind
// `abbreviations.askReaders`, docs/exercises.md "How the coach decides"): "LiPS", "SEI",
// "fMRI", each asked about, since whether these readers know one is the writer's call. An
// abbreviation these readers know is not named: one the English counts hold as a word outside the
// rare band (DNA 1,751 in four years of news, NASA 929, AIDS 555, PhD 383, MRI 383), for children
// and in Hebrew or Arabic text in the common band (knownToReaders): English news is no measure of
// what a Hebrew reader knows by its English letters (FDA, CT: w87 misses). Where the lower-case
// word is an everyday plural ("LiPS": lips 461, lip 297), a name (ELISA, under 300), or a word the
// spelling dictionaries do not also list in capitals ("COP": cop 2,163; "LAB": lab 998; not "PET"
// or "USB", listed so), the count is that word's, not the abbreviation's.
// A Hebrew acronym with gershayim (חט"ב) is judged by the Hebrew counts instead (hebrew-acronyms.ts).
import { sentenceSpans } from '@scicomm/jargon/sentences';
import type { AudienceLevel } from '../../engine/audience.ts';
import type { JargonAnalysis } from '../../engine/coach.ts';
import { quoteMarks } from '../../findings/excerpt.ts';
import type { AskedQuestion } from '../../engine/asked-before.ts';
import { finding, type Finding } from '../../findings/finding.ts';
import type { CoachLanguage } from '../../i18n/language.ts';
import { quotedSentenceAt, sentenceIndexAt } from '../../measures/sentences.ts';
import { wordLists, type WordLists } from '../../measures/word-lists.ts';
import { abbreviationsIn, type WrittenAbbreviation } from './abbreviation-shape.ts';
import { unfamiliarHebrewAcronymsIn } from './hebrew-acronyms.ts';
import { spelledOutAt } from './spelled-out.ts';

/** Abbreviations named in one text: the first ones used, with the rest of their sentences'; more would bury the rest of the feedback (the next version asks about the rest). */
export const ABBREVIATIONS_NAMED = 3;

/**
 * Readers who know only the common abbreviations: "MRI", "BMI", "NASA" (mid: 383 to 929 in four
 * years of news) are adults' and teenagers' everyday words, not children's.
 */
const childReaders: ReadonlySet<AudienceLevel> = new Set(['elementary', 'juniorHigh']);

/**
 * Whether these readers know an abbreviation by the English counts: outside the rare band, and for
 * children and in Hebrew or Arabic text in the common band. The count is the abbreviation's own,
 * unless its lower-case form is an everyday plural (LiPS: lips), a person's name (ELISA: Elisa) or
 * a word the spelling dictionaries list only as a word (COP: cop), whose count it would borrow.
 */
function knownToReaders(form: string, analysis: JargonAnalysis, englishBand: NonNullable<JargonAnalysis['englishBand']>, level: AudienceLevel, language: CoachLanguage, lists: WordLists): boolean {
  if (lettersSpellAWord(form, lists, language)) return false;
  const band = englishBand(form);
  if (band === 'rare' || (band === 'mid' && (childReaders.has(level) || language !== 'en'))) return false;
  const mixedCase = /[a-z]/u.test(form);
  const plural = /[Ss]$/u.test(form) && englishBand(form.slice(0, -1)) !== 'rare';
  // A common form ("UK", "US") is the abbreviation's own count whatever names share its letters;
  // so is a count no person's name reaches in the news: the organisations it writes as words
  // ("Nasa" 929, "Nato" 3,397), not "Elisa" (97).
  const name = band === 'mid' && !mixedCase && analysis.englishName?.(form) === true && analysis.frequency(form) < NAME_COUNT_AT_MOST;
  return !(mixedCase && plural) && !name;
}

/**
 * Whether an all-capital form's count in the news is an everyday word's: its letters spell a word
 * of the spelling dictionaries ("cop", "lab", "stem") that they do not list in capitals, as they
 * list the everyday abbreviations (NASA, PET, USB, IQ). A word written in capitals for emphasis
 * ("NOT", "MUST", "ALL") is no abbreviation, and neither list can tell it from one: it keeps the
 * count. Without the lists, the count stands.
 */
function lettersSpellAWord(form: string, lists: WordLists, language: CoachLanguage): boolean {
  if (!/^[A-Z]{2,}$/u.test(form)) return false;
  const lower = form.toLowerCase();
  // Nobody stresses a Hebrew or Arabic word in English capitals: there "WHO" and "US" are
  // abbreviations, and the counts of "who" and "us" say nothing of them.
  if (EMPHASIS_WORDS.has(lower)) return language !== 'en';
  if (lists.englishCapitals === null) return false;
  return lists.englishSpelling?.has(lower) === true && !lists.englishCapitals.has(lower);
}

/**
 * A statistic's letters before its figure ("(SD 41)", "SD = 7.1", "OR 1.8", "HR=0.7"): the news
 * counts these letters as other words (South Dakota and the SD card, "or", human resources), which
 * say nothing of whether these readers know a standard deviation.
 */
const STATISTICS: ReadonlyMap<string, RegExp> = new Map([
  ['SD', /standard deviation|סטיית (?:ה)?תקן|الانحراف المعياري/iu],
  ['SE', /standard error|טעות (?:ה)?תקן|الخطأ المعياري/iu],
  ['OR', /odds ratio|יחס (?:ה)?סיכויים|نسبة الأرجحية/iu],
  ['HR', /hazard ratio|יחס (?:ה)?סיכונים|نسبة الخطر/iu],
]);

function statisticBeforeItsFigure(text: string, written: WrittenAbbreviation): boolean {
  return STATISTICS.has(written.form) && /^\s*(?:[=:]\s*)?[-−]?\d/u.test(text.slice(written.span.end, written.span.end + 12));
}

/** The statistic's words earlier in its sentence: "The hazard ratio was 0.78 overall, … (HR 0.64)". */
function statisticNamedEarlier(text: string, written: WrittenAbbreviation, sentences: readonly { start: number; end: number }[]): boolean {
  const sentence = sentences[sentenceIndexAt(sentences, written.span.start)];
  return sentence !== undefined && STATISTICS.get(written.form)?.test(text.slice(sentence.start, written.span.start)) === true;
}

/** Words a writer puts in capitals to stress them: function words, and the few content words shouted most. */
const EMPHASIS_WORDS = new Set(
  ('a an the and or but nor not no yes all any every each both either neither none some most more less least much many few ' +
    'only just even still very really so too such must may might can could will would shall should do does did done is are ' +
    'was were be been being am has have had never always ever now then here there this that these those what which who whom ' +
    'whose why how when where it we us you they them he him she her his hers me my our your their if else than as at by ' +
    'for from in into of off on onto out over under to up down with without about again also best worst big huge real true ' +
    'false right wrong stop go help need want love hate important urgent free new nothing everything anything something everyone anyone nobody everybody one').split(' '),
);

/** The highest count (four years of news) a mid-band capital form takes from a person's name it shares letters with. */
const NAME_COUNT_AT_MOST = 300;

/** The writer's key terms (and the words in them) are the text's own: not named here either, as the jargon remarks do not name them. */
function keyTermWords(keyTerms: readonly string[]): Set<string> {
  return new Set(keyTerms.flatMap((term) => term.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word !== ''));
}

/**
 * The first uses of abbreviations these readers may not know that the text does not spell out
 * there (an expansion only later still leaves the first use unexplained), ABBREVIATIONS_NAMED in
 * order of first use, those never asked before those asked about an earlier version. Nothing
 * without the English bands.
 */
export function firstUsesNotSpelledOut(
  text: string,
  analysis: JargonAnalysis,
  keyTerms: readonly string[] = [],
  asked: readonly AskedQuestion[] = [],
  level: AudienceLevel = 'adults',
  language: CoachLanguage = 'en',
  lists: WordLists = wordLists(),
): WrittenAbbreviation[] {
  // Abbreviations are written in Latin letters in Hebrew and Arabic text too (DNA, fMRI): the
  // English counts say whether each is an everyday word.
  const { englishBand } = analysis;
  if (!englishBand) return [];
  const formsAsked = (again: boolean) =>
    new Set(asked.filter((entry) => entry.kind === 'abbreviations.askReaders' && (entry.again === true) === again).flatMap((entry) => entry.subject.split(' ')));
  const askedForms = formsAsked(false);
  const askedOnceForms = formsAsked(true);
  const seen = new Set<string>();
  const keyWords = keyTermWords(keyTerms);
  const named: WrittenAbbreviation[] = [];
  // Hebrew acronyms come already judged by the Hebrew counts (hebrew-acronyms.ts).
  const acronyms = new Set(unfamiliarHebrewAcronymsIn(text, lists));
  const uses = [...abbreviationsIn(text), ...acronyms].sort((a, b) => a.span.start - b.span.start);
  // Split once, and only for an abbreviation that gets that far.
  let sentences: readonly { start: number; end: number }[] | undefined;
  for (const bare of uses) {
    if (seen.has(bare.form)) continue;
    seen.add(bare.form);
    // Its letters may have come first in a code with a figure ("PSS-10"), which is no abbreviation
    // of its own: that is the first use, spelled out or not ("(Perceived Stress Scale, PSS-10)").
    const written = earlierUncountedUse(text, bare) ?? bare;
    if (askedForms.has(text.slice(written.span.start, written.span.end))) continue;
    // A statistic before its figure ("SD 41") has no count of its own to go by: asked whatever the news says.
    const statistic = statisticBeforeItsFigure(text, written);
    if (keyWords.has(written.form.toLowerCase()) || (!acronyms.has(bare) && !statistic && written.parts.every((part) => knownToReaders(part, analysis, englishBand, level, language, lists)))) continue;
    if (spelledOutAt(text, written.span, written.form, statistic) || spelledOutLaterInItsSentence(text, written, uses, (sentences ??= sentenceSpans(text)))) continue;
    if (statistic && statisticNamedEarlier(text, written, (sentences ??= sentenceSpans(text)))) continue;
    named.push(written);
  }
  // Those never asked first; one asked about an earlier version is asked again if room is left.
  const askedAgain = (written: WrittenAbbreviation) => askedOnceForms.has(text.slice(written.span.start, written.span.end));
  const chosen = [...named.filter((written) => !askedAgain(written)), ...named.filter(askedAgain)].slice(0, ABBREVIATIONS_NAMED);
  // A question quotes its sentence: the sentence's other abbreviations join it, or the question
  // would pass over the one beside those it names ("… NPCs, iPSCs, BBB … by IHC").
  if (chosen.length < named.length) {
    const sentenceOf = (written: WrittenAbbreviation) => sentenceIndexAt((sentences ??= sentenceSpans(text)), written.span.start);
    const quoted = new Set(chosen.map(sentenceOf));
    chosen.push(...named.filter((written) => !chosen.includes(written) && quoted.has(sentenceOf(written))));
  }
  return chosen.sort((a, b) => a.span.start - b.span.start);
}

/**
 * The abbreviation's letters before its first use as written, where no use was counted: in a
 * hyphenated code ("PSS-10" before "PSS"; not "CO2" before "CO") or in a run of capitals ("MAIAC AOD
 * and AQS" before "AOD", w78), as a use there: the question quotes where the reader first meets it.
 */
function earlierUncountedUse(text: string, written: WrittenAbbreviation): WrittenAbbreviation | null {
  const letters = written.form.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  // A Hebrew acronym's letters are a word of their own elsewhere (איל"ת, אילת): only Latin ones.
  const alone = /^[A-Za-z]/u.test(written.form) ? `|(?<![\\p{L}\\p{N}-])${letters}(?![\\p{L}\\p{N}-])` : '';
  const code = new RegExp(`(?<![\\p{L}\\p{N}])${letters}(?=-\\d)${alone}`, 'u').exec(text.slice(0, written.span.start));
  return code === null ? null : { ...written, span: { start: code.index, end: code.index + written.form.length } };
}

/**
 * Spelled out at a later use in the sentence of its first: "ATLAS (A Toroidal LHC ApparatuS) במאיץ
 * החלקיקים הגדול, ה-Large Hadron Collider (LHC)" answers the question about LHC in the sentence it quotes.
 */
function spelledOutLaterInItsSentence(text: string, first: WrittenAbbreviation, uses: readonly WrittenAbbreviation[], sentences: readonly { start: number; end: number }[]): boolean {
  const sentence = sentences[sentenceIndexAt(sentences, first.span.start)];
  if (sentence === undefined) return false;
  return uses.some((use) => use.form === first.form && use.span.start > first.span.start && use.span.start < sentence.end && spelledOutAt(text, use.span, use.form, statisticBeforeItsFigure(text, use)));
}

/**
 * One remark per sentence of first use, quoting it and naming its abbreviations: "will your readers
 * know it? If they may not, spell it out there".
 */
export function abbreviationRemarks(
  text: string,
  analysis: JargonAnalysis,
  language: CoachLanguage,
  keyTerms: readonly string[] = [],
  asked: readonly AskedQuestion[] = [],
  level: AudienceLevel = 'adults',
): Finding[] {
  const bySentence = new Map<string, WrittenAbbreviation[]>();
  for (const written of firstUsesNotSpelledOut(text, analysis, keyTerms, asked, level, language)) {
    const sentence = quotedSentenceAt(text, written.span);
    bySentence.set(sentence, [...(bySentence.get(sentence) ?? []), written]);
  }
  const [open, close] = quoteMarks[language];
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  return [...bySentence].map(([sentence, abbreviations]) => {
    const first = abbreviations[0]!;
    const last = abbreviations.at(-1)!;
    const asWritten = abbreviations.map((item) => text.slice(item.span.start, item.span.end));
    const question = finding(
      'abbreviations.askReaders',
      {
        key: abbreviations.length > 1 ? 'abbreviations.askReaders.many' : 'abbreviations.askReaders.one',
        params: { abbreviations: list.format(asWritten.map((form) => `${open}${form}${close}`)), sentence },
      },
      { start: first.span.start, end: last.span.end },
    );
    return { ...question, subject: asWritten.join(' ') };
  });
}
