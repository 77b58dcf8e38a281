// The rebuilt rare-word question (kind `jargon.unfamiliarWords`), docs/exercises.md "How the coach
// decides", the rare-word paragraph. A candidate: not shown to writers until a fresh set of walks
// measures it (findings/shown.ts; feedback/half-life-feedback.ts does not make it while it is not
// shown).
//
// A rare word in the news is asked about only when nothing says readers know it. Beside the rules
// of jargon-remarks.ts `wordsToAsk` (names, explanations, comparisons, plain inflections, the New
// Dale–Chall list, the news-count bars), two signals measured on labelled
// words (eval/rare-words, `npm run eval:rare-words`) take words out:
// - a misspelling ("wich", "alot") is no rare word: it is said as spelling, with the dictionary's
//   nearest word when that word is common in the news (areas/spelling/misspelt-words.ts);
// - a word common in speech ("almonds", "soot", "hydrochloric": the OpenSubtitles counts) is
//   everyday to readers, however rarely the news prints it.
// English only: Hebrew has no signal of what readers know that measured near enough (the eval's
// Hebrew figures), and the English dictionaries judge no other language.
import type { AudienceLevel } from '../../coaches/audience.ts';
import type { JargonAnalysis } from '../../coaches/coach.ts';
import type { Finding } from '../../findings/finding.ts';
import type { CoachLanguage } from '../../i18n/language.ts';
import { analyseText } from '../../language-analysis/analyse.ts';
import { asWritten, rarestFirst, type WrittenWord } from '../../measures/rare-words.ts';
import {
  scientificTerms,
  spellingDictionaries,
  spokenEnglish,
  type SpokenCounts,
} from '../../measures/word-lexicons.ts';
import { known, misspeltWords, type MisspeltWord } from '../spelling/misspelt-words.ts';
import {
  askedWordsQuestion,
  wordsToAsk,
  WORDS_ASKED,
  type AskedWordsKeys,
} from './jargon-remarks.ts';

/**
 * A word (or a plain form of it) spoken this often in the subtitles is everyday to readers of any
 * level. On the labelled words of the walks every word at or above it was labelled everyday for its
 * readers ("hydrochloric" 268 for high-school readers, "bream" 368, "starch" 649, "soot" 695,
 * "almonds" 951), except three real terms ("neural", "proton", "sutures") that the question then
 * misses; below it, "ultrasonic" 244 and "calibration" 194 were fair questions.
 */
export const SPOKEN_EVERYDAY_COUNT = 250;

/** Which signals take a rare word out of the question (all on in the coach; the eval turns them off one by one). */
export interface RareWordSignals {
  /** The rules of jargon-remarks.ts `wordsToAsk`: names, explanations, inflections, Dale–Chall, count bars. */
  rules: boolean;
  /** A term explained by a longer apposition than the shared cues read is not asked. */
  appositions: boolean;
  /** A capitalised word at a sentence's start that no dictionary knows is a name. */
  names: boolean;
  /** A misspelling is said as spelling, not asked. */
  spelling: boolean;
  /** A word common in speech, or a compound of two such words, is everyday. */
  spoken: boolean;
  /**
   * The scientific term list counts as a dictionary: its words are never called misspelt nor taken
   * for names. Without it, Hunspell alone called real terms misspelt ("palps", "subduction",
   * "trophic", "ligand", "myelin", "albedo": eval/rare-words).
   */
  termList: boolean;
  /**
   * Asked only when the term list has it or no general dictionary does (a measured variant, off in
   * the coach: it lost real terms the dictionaries know, "tensile", "desiccation").
   */
  termsOnly: boolean;
}

export const COACH_SIGNALS: RareWordSignals = {
  rules: true,
  appositions: true,
  names: true,
  spelling: true,
  spoken: true,
  termList: true,
  termsOnly: false,
};

export interface RareWordVerdicts {
  /** The words to ask about, the rarest first (all of them: the question names WORDS_ASKED). */
  asked: WrittenWord[];
  misspelt: MisspeltWord[];
}

/** The plain forms a word is spoken in: itself, its singular, the lemma the tagger gave. */
function spokenForms(word: string, lemma: string | undefined): string[] {
  const lower = word.toLowerCase();
  const forms = new Set([lower]);
  if (lower.endsWith('ies')) forms.add(`${lower.slice(0, -3)}y`);
  if (/(?:s|x|z|ch|sh)es$/u.test(lower)) forms.add(lower.slice(0, -2));
  if (lower.endsWith('s') && !lower.endsWith('ss')) forms.add(lower.slice(0, -1));
  if (lemma) forms.add(lemma.toLowerCase());
  return [...forms];
}

/** The most a plain form of the word is spoken. */
export function spokenCount(word: string, lemma: string | undefined, spoken: SpokenCounts): number {
  return Math.max(...spokenForms(word, lemma).map((form) => spoken.count(form)));
}

/** Words that open a clause or a phrase of place after a comma, never an apposition's noun phrase. */
const NOT_APPOSITION = new Set([
  'and',
  'but',
  'or',
  'so',
  'yet',
  'while',
  'because',
  'when',
  'where',
  'which',
  'that',
  'who',
  'as',
  'if',
  'then',
  'with',
  'in',
  'on',
  'at',
  'for',
  'to',
  'from',
  'by',
  'of',
  'we',
  'they',
  'it',
  'i',
  'he',
  'she',
  'you',
  'this',
  'these',
  'those',
  'there',
  'not',
]);

/**
 * Explained by an apposition the shared cues (explanation-cues.ts) do not read, for this question
 * only: a longer noun phrase that says what the thing is before its relative clause ("tardigrades,
 * tiny animals about half a millimetre long that live in moss"), or a plain noun phrase that the
 * term names at the end of its sentence ("bacteria spores and their food, calcium lactate."). The
 * walks had both asked as unknown terms.
 */
function explainedByApposition(text: string, written: WrittenWord): boolean {
  if (written.span === null) return false;
  const after = text.slice(written.span.end, written.span.end + 120);
  const appositionAfter = /^,\s+([\p{L}-]+)\s+(?:[\p{L}-]+\s+){1,6}(?:that|which|who)\s/u.exec(
    after,
  );
  if (appositionAfter && !NOT_APPOSITION.has(appositionAfter[1]!.toLowerCase())) return true;
  const before = text.slice(Math.max(0, written.span.start - 60), written.span.start);
  return (
    /\b(?:their|its|the|a|an|our|your)\s+[\p{L}-]+,\s+(?:[\p{L}-]+\s+)?$/iu.test(before) &&
    /^\s*[.;!?]/u.test(after)
  );
}

/** Each part of a compound must be spoken this often (some 3 a million words: "lime", "scale", "earth", "worms"). */
const SPOKEN_PART_COUNT = 2000;

/**
 * A compound of two words common in speech ("limescale", "earthworms", "sandcastles"), each of
 * three letters or more (the second of four) and known to the dictionary: as everyday as its parts,
 * as the Dale–Chall list's compounds are (familiar-english.ts). "ultrasonic" ("ultra" 1,514) and
 * "biofilms" ("bio" 1,251) are not.
 */
function spokenCompound(word: string, spoken: SpokenCounts): boolean {
  const lower = word.toLowerCase();
  if (!/^[a-z]{7,}$/u.test(lower)) return false;
  const { us } = spellingDictionaries();
  for (let cut = 3; cut <= lower.length - 4; cut++) {
    const [head, tail] = [lower.slice(0, cut), lower.slice(cut)];
    const tailForms = spokenForms(tail, undefined);
    if (
      spoken.count(head) >= SPOKEN_PART_COUNT &&
      us.correct(head) &&
      tailForms.some((form) => spoken.count(form) >= SPOKEN_PART_COUNT && us.correct(form))
    )
      return true;
  }
  return false;
}

/**
 * A capitalised word at a sentence's start that no dictionary or term list knows and the text never
 * writes in lowercase: a name ("Tiktaalik had fins …", "Arecibo sent …"), which `asWritten` cannot
 * tell from a sentence's capital. A term there ("Tardigrades are …") is left out too, and asked
 * where it stands inside a sentence.
 */
function nameAtSentenceStart(text: string, written: WrittenWord, terms: boolean): boolean {
  if (written.span === null) return false;
  const form = text.slice(written.span.start, written.span.end);
  if (!/^\p{Lu}\p{Ll}+$/u.test(form) || known(form.toLowerCase(), terms)) return false;
  const lowercase = new RegExp(`(?<![\\p{L}])${form.toLowerCase()}(?![\\p{L}])`, 'u');
  return !lowercase.test(text);
}

function lemmaAt(
  language: ReturnType<typeof analyseText>,
  written: WrittenWord,
): string | undefined {
  if (written.span === null) return undefined;
  const start = written.span.start;
  return language.tokens.find((token) => token.start <= start && start < token.end)?.lemma;
}

/**
 * The rare words of an English text to ask about and the misspelt ones, by the signals given
 * (COACH_SIGNALS in the coach). Null where a signal the coach needs is missing (the spoken counts'
 * data folder), so the question is not made without it.
 */
export function judgeRareWords(
  text: string,
  analysis: JargonAnalysis,
  level: AudienceLevel | undefined,
  signals: RareWordSignals = COACH_SIGNALS,
): RareWordVerdicts | null {
  const language = analyseText(text);
  if (language.language !== 'en') return { asked: [], misspelt: [] };
  const spoken = signals.spoken ? spokenEnglish() : null;
  if (signals.spoken && spoken === null) return null;
  const misspelt = signals.spelling ? misspeltWords(text, analysis, signals.termList) : [];
  const misspeltForms = new Set(misspelt.map((item) => item.written.measured));
  const pool = signals.rules
    ? wordsToAsk(text, analysis, level, Number.POSITIVE_INFINITY)
    : rarestFirst(analysis).map((word) => asWritten(text, word));
  const asked = pool
    .filter((written) => !misspeltForms.has(written.measured))
    .filter((written) => !signals.appositions || !explainedByApposition(text, written))
    .filter(
      (written) =>
        spoken === null ||
        (spokenCount(written.word, lemmaAt(language, written), spoken) < SPOKEN_EVERYDAY_COUNT &&
          !spokenCompound(written.word, spoken)),
    )
    .filter((written) => !signals.names || !nameAtSentenceStart(text, written, signals.termList))
    .filter(
      (written) =>
        !signals.termsOnly || scientificTerms().has(written.word) || !known(written.word, false),
    );
  return { asked, misspelt };
}

/**
 * The rebuilt question about the rarest words readers may not know ("Will readers with junior high
 * school science know “X”, “Y”? If not, …"), of the words the signals leave; null when none is
 * left, for a Hebrew text, or without the spoken counts.
 */
export function unfamiliarWordsQuestion(
  text: string,
  analysis: JargonAnalysis,
  readers: string,
  language: CoachLanguage,
  finalVersion: boolean,
  level?: AudienceLevel,
): Finding | null {
  const verdicts = judgeRareWords(text, analysis, level);
  if (verdicts === null) return null;
  return askedWordsQuestion(
    'jargon.unfamiliarWords',
    unfamiliarWordKeys,
    verdicts.asked.slice(0, WORDS_ASKED),
    text,
    analysis,
    readers,
    language,
    finalVersion,
  );
}

const unfamiliarWordKeys: AskedWordsKeys = {
  one: 'jargon.unfamiliar.one',
  many: 'jargon.unfamiliar.many',
  lastOne: 'jargon.unfamiliar.last.one',
  lastMany: 'jargon.unfamiliar.last.many',
};

