// The rebuilt rare-word question (kind `jargon.unfamiliarWords`) and the spelling remark
// (`spelling.misspelt`), docs/exercises.md "How the coach decides", the rare-word paragraph. Both
// are candidates: not shown to writers until a fresh set of walks measures them (findings/shown.ts;
// half-life-feedback.ts does not make them while they are not shown).
//
// A rare word in the news is asked about only when nothing says readers know it. Beside the rules
// of jargon-remarks.ts `wordsToAsk` (names, explanations, comparisons, plain inflections, the New
// Dale–Chall list, the news-count bars), two signals measured on labelled
// words (eval/rare-words, `npm run eval:rare-words`) take words out:
// - a misspelling ("wich", "alot") is no rare word: it is said as spelling, with the dictionary's
//   nearest word when that word is common in the news;
// - a word common in speech ("almonds", "soot", "hydrochloric": the OpenSubtitles counts) is
//   everyday to readers, however rarely the news prints it.
// English only: Hebrew has no signal of what readers know that measured near enough (the eval's
// Hebrew figures), and the English dictionaries judge no other language.
import type { AudienceLevel } from '../coaches/audience.ts';
import type { JargonAnalysis } from '../coaches/coach.ts';
import { finding, type Finding } from '../findings/finding.ts';
import type { CoachLanguage } from '../i18n/language.ts';
import { analyseText } from '../language-analysis/analyse.ts';
import {
  askedWordsQuestion,
  asWritten,
  rarestFirst,
  wordsToAsk,
  WORDS_ASKED,
  type AskedWordsKeys,
  type WrittenWord,
} from './jargon-remarks.ts';
import {
  scientificTerms,
  spellingDictionaries,
  spokenEnglish,
  type SpokenCounts,
} from './word-lexicons.ts';

/**
 * A word (or a plain form of it) spoken this often in the subtitles is everyday to readers of any
 * level. On the labelled words of the walks every word at or above it was labelled everyday for its
 * readers ("hydrochloric" 268 for high-school readers, "bream" 368, "starch" 649, "soot" 695,
 * "almonds" 951), except three real terms ("neural", "proton", "sutures") that the question then
 * misses; below it, "ultrasonic" 244 and "calibration" 194 were fair questions.
 */
export const SPOKEN_EVERYDAY_COUNT = 250;
/** A suggested spelling common in the news window (its common band) may be offered. */
export const COMMON_NEWS_COUNT = 1000;

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

export interface MisspeltWord {
  written: WrittenWord;
  /** The dictionary's nearest common word ("which" for "wich", "a lot" for "alot"). */
  suggestion: string;
}

export interface RareWordVerdicts {
  /** The words to ask about, the rarest first (all of them: the question names WORDS_ASKED). */
  asked: WrittenWord[];
  misspelt: MisspeltWord[];
}

/** Whether either spelling dictionary (or, given `terms`, the term list) knows the word as written or in lowercase. */
function known(word: string, terms: boolean): boolean {
  const { us, gb } = spellingDictionaries();
  const lower = word.toLowerCase();
  return (
    us.correct(word) ||
    gb.correct(word) ||
    us.correct(lower) ||
    gb.correct(lower) ||
    (terms && scientificTerms().has(word))
  );
}

/** Optimal string alignment distance (Damerau–Levenshtein with one edit per substring), capped at 3. */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return Math.min(rows[a.length]![b.length]!, 3);
}

/** Whether `longer` holds every letter of `word` in order ("which" holds "wich"). */
function holdsInOrder(longer: string, word: string): boolean {
  let at = 0;
  for (const letter of longer) if (letter === word[at]) at += 1;
  return at === word.length;
}

/** Short words that writers run into the next one: "alot", "infact", "aswell", "atleast". */
const RUN_IN_WORDS = new Set(['a', 'an', 'as', 'at', 'in', 'of', 'on', 'to', 'by', 'no']);

/** A word spoken this often is common enough to be what a misspelling meant (some 1.4 a million words). */
export const COMMON_SPOKEN_COUNT = 1000;

/**
 * The common word a misspelt one stands for, or null: the word is unknown to the US and British
 * dictionaries and to the term list, is written in lowercase letters (not a name, an acronym or a
 * code), and a word the dictionary knows lies within two edits (one for a word of five letters or
 * fewer) — or it is a short word run into the next, "alot" — that is common in the news or in
 * speech. Hunspell's own suggestions come first ("wich" → "which", not the commoner "with"); where
 * none is common, the commonest spoken words nearest to it ("measurments" → "measurements"). A rare
 * term the dictionaries lack has no common neighbour ("glymphatic" → "lymphatic", "mucosa" →
 * "mimosa", "effector" → "defector"), so it stays a word to ask about.
 */
export function misspeltAs(
  word: string,
  analysis: JargonAnalysis,
  spoken: SpokenCounts | null = spokenEnglish(),
  terms = true,
): string | null {
  if (!/^[a-z]{3,}$/u.test(word) || known(word, terms)) return null;
  const { us, gb } = spellingDictionaries();
  const reach = word.length <= 5 ? 1 : 2;
  const common = (candidate: string) =>
    analysis.frequency(candidate) >= COMMON_NEWS_COUNT ||
    (spoken?.count(candidate) ?? 0) >= COMMON_SPOKEN_COUNT;
  // A short word run into the next comes first: Hunspell offers "slot" for "alot".
  for (const head of RUN_IN_WORDS) {
    const rest = word.slice(head.length);
    if (word.startsWith(head) && rest.length >= 3 && us.correct(rest) && common(rest))
      return `${head} ${rest}`;
  }
  // The nearest first; then a word holding all the written letters in order (a letter left out:
  // "wich" is "which", not the commoner "with" or "rich"); then the commonest.
  const suggested = [...new Set([...us.suggest(word), ...gb.suggest(word)])]
    .filter(
      (candidate) =>
        /^[a-z]+$/u.test(candidate) && editDistance(word, candidate) <= reach && common(candidate),
    )
    .map((candidate) => ({
      candidate,
      distance: editDistance(word, candidate),
      holds: holdsInOrder(candidate, word) ? 0 : 1,
    }))
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        a.holds - b.holds ||
        analysis.frequency(b.candidate) - analysis.frequency(a.candidate) ||
        (spoken?.count(b.candidate) ?? 0) - (spoken?.count(a.candidate) ?? 0),
    );
  if (suggested[0]) return suggested[0].candidate;
  // Hunspell's suggestions miss common words nearby ("measurments", "tempreture"). Two edits only
  // towards a longer word, letters left out: a term is often a common word changed or lengthened
  // ("magnetar": "magnetic", "magnet").
  let nearest: { word: string; distance: number } | null = null;
  for (const candidate of spoken?.commonForms(COMMON_SPOKEN_COUNT) ?? []) {
    if (Math.abs(candidate.length - word.length) > reach || !/^[a-z]+$/u.test(candidate)) continue;
    const distance = editDistance(word, candidate);
    const within =
      distance === 1 || (distance === 2 && reach === 2 && candidate.length > word.length);
    if (within && (nearest === null || distance < nearest.distance) && us.correct(candidate))
      nearest = { word: candidate, distance };
  }
  return nearest?.word ?? null;
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
  const misspelt = signals.spelling
    ? rarestFirst(analysis).flatMap((measured) => {
        const written = asWritten(text, measured);
        const suggestion =
          written.span === null
            ? null
            : misspeltAs(written.word, analysis, spokenEnglish(), signals.termList);
        return suggestion === null ? [] : [{ written, suggestion }];
      })
    : [];
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

/** Misspelt words remarked on in one text; more would read as a proofreading. */
const MISSPELT_NAMED = 3;

/**
 * "“wich” looks misspelt: did you mean “which”?", one remark a word, for at most three words, each
 * pointing at its first use. Said only with the dictionary's suggestion (`misspeltAs`); the catalogue's
 * `spelling.misspeltNoSuggestion` is for a checker that flags words without one, which this is not.
 */
export function misspeltWordsRemarks(text: string, analysis: JargonAnalysis): Finding[] {
  const verdicts = judgeRareWords(text, analysis, undefined, { ...COACH_SIGNALS, spoken: false });
  return (verdicts?.misspelt ?? [])
    .slice(0, MISSPELT_NAMED)
    .map((item) =>
      finding(
        'spelling.misspelt',
        {
          key: 'spelling.misspelt',
          params: { word: item.written.word, suggestion: item.suggestion },
        },
        item.written.span,
      ),
    );
}
