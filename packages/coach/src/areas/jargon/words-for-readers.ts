// The jargon for the chosen readers (kind `jargon.wordsForReaders`; where it is asked: its rule.ts):
// the words these readers likely do not know, a few, rarest first, each with its first sentence.
//
// A word is named only when every signal agrees:
// - rare in the original's bands (the measure), or mid for elementary and junior-high readers;
// - rare too in the multi-source frequencies, looked up by its base form (scarcer → scarce;
//   Hebrew prefixes, Arabic clitics and lemmas), below its readers' Zipf (READERS_MAX_ZIPF);
// - in English, not everyday in speech (SPOKEN_EVERYDAY_ZIPF): what children say ("crayons",
//   "puddles", "trampoline") is rare in the news and in Wikipedia, not in the subtitles; nor two
//   everyday words written as one ("heatwaves", compounds.ts), nor an everyday word's "-y" adjective ("stretchy");
// - spelled right (areas/spelling: a misspelling is said as spelling, not as jargon), and in
//   English a word the dictionaries know, or one no dictionary word is one slip from, listed
//   ("cephalopods", not "clogg") or a coinage no list counts ("spidroin", not "reaserch");
// - not explained in the text, not a word of an explanation, not the writer's key term, not
//   pointed back to with a demonstrative ("this symbiosis": described before);
// - not a name or place (names.ts), nor an Arabic verb of the writer's own doing ("we …": writers-own-verbs.ts);
// - not a form of a word already named in the text (same-word.ts), nor the next word of a named term.
// A plain word is offered only where the analysis has one sure in the word's sentence.
import { MID_NAMED_FOR, READERS_MAX_ZIPF, SPOKEN_EVERYDAY_ZIPF } from '@scicomm/jargon/reader-thresholds';
import type { AudienceLevel } from '../../engine/audience.ts';
import type { JargonAnalysis } from '../../engine/coach.ts';
import { finding, type Finding, type TextSpan } from '../../findings/finding.ts';
import { askedOnce, wasAsked, type AskedQuestion } from '../../engine/asked-before.ts';
import { asWritten, distinct, namedRareWords, wordKey, type WrittenWord } from '../../measures/rare-words.ts';
import { quotedSentenceAt, sentenceAround } from '../../measures/sentences.ts';
import { wordLanguage, wordLists, type WordLists } from '../../measures/word-lists.ts';
import { nearDictionaryWord, spellingOf } from '../spelling/misspelt-words.ts';
import {
  englishNameOfArabicTerm,
  explainedAtAnyUse,
  explainedOrKeyForms,
  explainedSomewhere,
  glossesOf,
  inBracketGloss,
  latinRunAround,
  referredBack,
} from './explained-words.ts';
import { isNameOrPlace } from './names.ts';
import { writtenLanguage } from '../../i18n/language.ts';
import { compoundOfEverydayWords, everydayWordWithSuffix } from './compounds.ts';
import { sameWordForms, sharesForm } from './same-word.ts';
import { arabicVerbOfOurs } from './writers-own-verbs.ts';

/** Words named in one text; more would bury the advice. */
export const WORDS_NAMED = 3;

export interface ReaderWord {
  written: WrittenWord;
  /** The word's multi-source Zipf by its commonest lookup form (0: not listed). */
  zipf: number;
}

/** The measure's words that may be new to the readers: its rare ones, and its mid ones for young readers. */
function candidates(analysis: JargonAnalysis, level: AudienceLevel): string[] {
  const rare = namedRareWords(analysis);
  if (!MID_NAMED_FOR.has(level)) return rare;
  const byBase = new Set(analysis.commonByBase ?? []);
  return distinct([...rare, ...(analysis.midWords ?? [])]).filter((word) => !byBase.has(word));
}

/** The words to name for these readers, rarest first in the multi-source list, all of them (the finding names WORDS_NAMED). */
export function wordsForReaders(
  text: string,
  analysis: JargonAnalysis,
  level: AudienceLevel,
  lists: WordLists = wordLists(),
  /** A Zipf to name below in place of READERS_MAX_ZIPF (the eval's sweep). */
  maxZipf?: number,
): ReaderWord[] {
  const explained = explainedOrKeyForms(text, analysis);
  const textLanguage = writtenLanguage(text);
  // In the order the text uses them: of one word's forms the first is named.
  const written = candidates(analysis, level)
    .map((measured) => asWritten(text, measured))
    .sort((a, b) => (a.span?.start ?? Infinity) - (b.span?.start ?? Infinity));
  // Read only once a word gets that far: most words are left out by their frequency first.
  let glosses: ReturnType<typeof glossesOf> | null = null;
  const inGloss = (span: { start: number }) => (glosses ??= glossesOf(text, written)).some((gloss) => span.start >= gloss.start && span.start < gloss.end);
  const named: ReaderWord[] = [];
  const namedForms = new Set<string>();
  // A word the text explains is explained in its later forms too: «الماغما، وهي صخور منصهرة», then «حجرة ماغمية».
  const explainedForms = new Set<string>();
  for (const measuredWord of written) {
    const word = latinAfterPrefix(measuredWord);
    const span = word.span;
    const language = wordLanguage(word.word);
    const forms = language ? sameWordForms(word.word, language) : [];
    const passOver = () => forms.forEach((form) => explainedForms.add(form));
    if (span === null || [...word.word].length <= 2) continue;
    if (explained.has(wordKey(word.measured))) {
      passOver();
      continue;
    }
    if (latinRunAround(text, span).some((other) => explained.has(wordKey(other))) || englishNameOfArabicTerm(text, span)) continue;
    const frequencies = language && lists.frequencies[language];
    if (!language || !frequencies || (language === 'ar' && arabicVerbOfOurs(word.word))) continue;
    // A word named once is not named again in another form ("קיוביטים", then "קיוביט").
    if (sharesForm(forms, namedForms) || sharesForm(forms, explainedForms)) continue;
    // The next word of a term already named is asked with it ("إشريكية قولونية": the first word only).
    const previous = named.at(-1)?.written.span;
    if (previous && /^\s+$/u.test(text.slice(previous.end, span.start))) continue;
    const zipf = frequencies.zipf(word.word);
    const foreign = language === 'en' && textLanguage !== 'en';
    if (foreign ? !foreignTerm(word.word) : zipf >= (maxZipf ?? READERS_MAX_ZIPF[level][language])) continue;
    if (language === 'en' && !foreign && ((lists.spokenEnglish?.zipf(word.word) ?? 0) >= SPOKEN_EVERYDAY_ZIPF || compoundOfEverydayWords(word.word, lists) || everydayWordWithSuffix(word.word, lists))) continue;
    // An English term of several words is asked as one ("mere exposure", "first trimester"), and
    // read as explained where the whole term is ("זה נקרא geomagnetic imprinting").
    const asked = foreign ? latinRun(text, word) : word;
    const explainedHere = ({ span: at }: WrittenWord) =>
      inGloss(at!) || inBracketGloss(text, at!) || explainedSomewhere(text, text.slice(at!.start, at!.end)) || referredBack(text, at!);
    if (explainedHere(word) || (asked !== word && explainedHere(asked)) || explainedAtAnyUse(text, word.word, language)) {
      passOver();
      continue;
    }
    if (isNameOrPlace(text, word, lists)) continue;
    const spelling = spellingOf(word.word.toLowerCase(), analysis, lists, text);
    if (spelling.verdict === 'misspelt') continue;
    // An English word no dictionary knows is named only where no dictionary word is one slip from it: a
    // listed word, or a coinage no list counts ("spidroin") unless its writer introduces it in place.
    if (language === 'en' && spelling.verdict === 'unknown' && (spelling.nearKept === true || nearDictionaryWord(word.word.toLowerCase(), lists, spelling.nearKept === false))) continue;
    if (zipf === 0 && describedInPlace(text, span)) continue;
    if (named.some(({ written }) => overlaps(written.span!, asked.span!))) continue;
    named.push({ written: asked, zipf });
    for (const form of forms) namedForms.add(form);
  }
  return named.sort((a, b) => a.zipf - b.zipf);
}

/**
 * A coinage no list counts is read the way its writer introduces it, which the explanation cues,
 * built for words the news prints, do not all read: set off after what it is ("crushed waste glass,
 * or glasphalt", "a clock inside their bodies, a circannual rhythm", "shiny cells, iridophores,
 * that …"), or followed by what it is or does ("iridophores and leucophores, which reflect light",
 * "nanoplastics that can cross cell membranes", "nanoplastics so small they …", «resistome, כלומר …»).
 */
function describedInPlace(text: string, span: TextSpan): boolean {
  const before = text.slice(Math.max(0, span.start - 60), span.start);
  const after = text.slice(span.end, span.end + 60);
  return (
    /(?<=\p{L}{2}),\s+(?:or\s+|(?:a|an|the)\s+(?:[\p{L}-]+\s+){0,2})$/iu.test(before) ||
    (/(?<=\p{L}{2}),\s+$/u.test(before) && /^,\s+(?:that|which|who)\s/u.test(after)) ||
    /^(?:\s+(?:and|or)\s+[\p{L}-]+)?,?\s+(?:that|which|who)\s+(?!(?:I|we|our|my)\b)/u.test(after) ||
    /^\s+so\s+\p{L}+\s+(?:that\s+)?(?:they|it)\s/u.test(after) ||
    /^[^.!?]{0,30}?(?:,\s*|\s)(?:כלומר|أي|يعني|i\.e\.|that is)[\s,]/u.test(after)
  );
}

/**
 * An English word written in Latin letters inside a Hebrew or Arabic text ("בדיקות screening",
 * "دراسة cohort"): however common in English, the writer kept it foreign, and a reader of the
 * text in its own language meets a word the text does not say in it. A lowercase word of four
 * letters or more: a capital is a name's, and shorter ones are units and gene symbols ("ppm", "kdr").
 */
const foreignTerm = (word: string) => /^[a-z][a-z-]{3,}$/u.test(word);

/** The run of Latin words, at most four, a foreign word stands in, as the one term the text writes. */
function latinRun(text: string, word: WrittenWord): WrittenWord {
  // A hyphen joins the parts of one word ("back-slip"), which the measure may have read apart.
  const joinedBefore = /(?<![\p{L}\p{N}-])[A-Za-z]+-$/u.exec(text.slice(Math.max(0, word.span!.start - 30), word.span!.start))?.[0] ?? '';
  const joinedAfter = /^-[A-Za-z]+(?![\p{L}\p{N}])/u.exec(text.slice(word.span!.end, word.span!.end + 30))?.[0] ?? '';
  const span = { start: word.span!.start - joinedBefore.length, end: word.span!.end + joinedAfter.length };
  const whole = joinedBefore + word.word + joinedAfter;
  const before = /(?:(?<![\p{L}\p{N}-])[A-Za-z][A-Za-z-]* ){0,3}$/u.exec(text.slice(Math.max(0, span.start - 60), span.start))?.[0] ?? '';
  const after = /^(?: [A-Za-z][A-Za-z-]*){0,3}/u.exec(text.slice(span.end, span.end + 60))?.[0] ?? '';
  const words = [...before.split(' ').filter(Boolean), whole, ...after.split(' ').filter(Boolean)].slice(0, 4);
  const start = span.start - before.length;
  const runText = words.join(' ');
  return { ...word, word: runText, span: { start, end: start + runText.length } };
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

/**
 * A Latin word written onto a Hebrew or Arabic prefix ("ה-butyrate", "الـmelanoma", "وneoantigens"),
 * which the Hebrew and Arabic bands hold rare as the whole they never list: the Latin word, where it
 * stands, judged by the English lists.
 */
function latinAfterPrefix(word: WrittenWord): WrittenWord {
  const prefix = /^[\u05d0-\u05ea\u0621-\u064a\u0640]{1,5}[-\u05be]?(?=[A-Za-z][A-Za-z-]*$)/u.exec(word.word)?.[0];
  if (prefix === undefined || word.span === null) return word;
  return { ...word, word: word.word.slice(prefix.length), span: { start: word.span.start + prefix.length, end: word.span.end } };
}

/** What the question states of the word: English in a Hebrew or Arabic text, rare in the measure's bands, or (young readers) mid. */
const bandKey = (word: string, inLatinText: boolean, analysis: JargonAnalysis) =>
  /^[A-Za-z]/u.test(word) && !inLatinText ? 'english' : analysis.rareWords.includes(word) ? 'rare' : 'uncommon';

/** One question a word, for the rarest WORDS_NAMED not asked before (one asked about an earlier version after the rest), with a plain word where one is sure in its sentence. */
export function wordsForReadersRemarks(
  text: string,
  analysis: JargonAnalysis,
  level: AudienceLevel,
  readers: string,
  finalVersion: boolean,
  asked: readonly AskedQuestion[] = [],
  lists: WordLists = wordLists(),
): Finding[] {
  const again = ({ written }: ReaderWord) => Number(askedOnce(asked, 'jargon.wordsForReaders', written.word));
  const inLatinText = writtenLanguage(text) === 'en';
  return wordsForReaders(text, analysis, level, lists)
    .filter(({ written }) => !wasAsked(asked, 'jargon.wordsForReaders', written.word))
    .sort((a, b) => again(a) - again(b))
    .slice(0, WORDS_NAMED)
    .map(({ written }) => {
      const sentence = sentenceAround(text, written.span!.start);
      const band = bandKey(written.word, inLatinText, analysis);
      // A plain word comes from the text's own language's lists: none for an English one.
      const plain = finalVersion || band === 'english' ? undefined : analysis.alternatives(written.measured, sentence)[0];
      const key = `jargon.wordsForReaders.${finalVersion ? 'last' : plain ? 'plain' : 'ask'}.${band}`;
      return {
        ...finding('jargon.wordsForReaders', { key, params: { word: written.word, readers, sentence: quotedSentenceAt(text, written.span!), ...(plain ? { plain } : {}) } }, written.span),
        subject: written.word,
      };
    });
}
