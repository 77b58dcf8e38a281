// Terms explained where they appear (docs/de-jargonizer.md "Key terms and explained terms"):
// a rare or mid-frequency word or phrase followed (or preceded) by plain words that say what it
// is. Rule-based over the measure's own words, in English (explanation-cues-english.ts), Hebrew
// (explanation-cues-hebrew.ts) and Arabic (explanation-cues-arabic.ts), so it runs in the browser
// with the measure. Browser-safe.
import type { Band } from './dictionary.ts';
import { type CueMatch, type CueRule, type ExplanationCue, holdsMarkup, inTableRow } from './explanation-cues.ts';
import { ENGLISH_CUES } from './explanation-cues-english.ts';
import { isSoCalled, notATerm, partOfALongerPhrase, saysLittle, withoutLeadingVerb } from './explanation-guards.ts';
import { HEBREW_CUES } from './explanation-cues-hebrew.ts';
import { ARABIC_CUES } from './explanation-cues-arabic.ts';
import { foldedArabicWords } from './arabic-explanation-view.ts';
import {
  candidateRuns,
  type ExplanationText,
  explanationText,
  runKey,
  runText,
  type WordRun,
  type WordsInText,
} from './explanation-text.ts';
import { sameForm } from './term-forms.ts';
import type { TextScript } from './text-script.ts';

export type { ExplanationCue } from './explanation-cues.ts';

/** A term found explained, at the run's occurrence. */
export interface Explanation extends WordRun {
  readonly key: string;
  readonly cue: ExplanationCue;
  readonly start: number;
  readonly end: number;
}

/** The longest explanation shown (characters); a longer one is cut at a word. */
export const MAX_EXPLANATION_LENGTH = 160;

/**
 * Every run of candidate words that the language's cues find explained, in text order.
 * `isCandidate` says which words may be terms, `isPlain` which words are everyday,
 * `isRare` which candidates are rare.
 */
export function findExplanations(
  words: WordsInText,
  script: TextScript,
  isCandidate: (word: number) => boolean,
  isPlain: (word: number) => boolean,
  isRare: (word: number) => boolean = isCandidate,
): Explanation[] {
  if (script !== 'Arabic') return explanationsIn(words, script, isCandidate, isPlain, isRare);
  // Arabic cues read the letters folded as the lookup folds them; the explanations are given back in the text's offsets.
  const folded = foldedArabicWords(words);
  return explanationsIn(folded.words, script, isCandidate, isPlain, isRare).map((explanation) => ({
    ...explanation,
    key: runKey(words, explanation),
    start: folded.textOffset(explanation.start),
    end: folded.textOffset(explanation.end),
  }));
}

function explanationsIn(
  words: WordsInText,
  script: TextScript,
  isCandidate: (word: number) => boolean,
  isPlain: (word: number) => boolean,
  isRare: (word: number) => boolean,
): Explanation[] {
  const context = explanationText(words, isCandidate, isPlain, isRare, script === 'Latin' ? 1 / 2 : 1 / 3);
  const rules: readonly CueRule[] = script === 'Hebrew' ? HEBREW_CUES : script === 'Arabic' ? ARABIC_CUES : ENGLISH_CUES;
  const found: Explanation[] = [];
  // Hebrew runs are single words: without a reliable part of speech, "מדענים השתמשו בקריספר"
  // would read as one term. Arabic joins only a definite noun and its definite adjective (arabicTermRuns).
  const runs = script === 'Hebrew' ? candidateRuns(context, 1) : script === 'Arabic' ? arabicTermRuns(context) : candidateRuns(context, 4);
  for (const candidate of runs) {
    if (inTableRow(context, candidate) || notATerm(context, candidate, script)) continue;
    const run = withoutLeadingVerb(context, candidate, script);
    for (const tried of runsToTry(context, run, script)) {
      const match = firstMatch(rules, context, tried, script);
      if (match) {
        found.push({ ...tried, key: runKey(words, tried), ...match });
        break;
      }
    }
  }
  return found;
}

/** A definite Arabic word, its clitics allowed (folded letters): "الصفائح", "بالاحتباس", "للماء". */
const DEFINITE_ARABIC = /^[وف]?(?:[بك]?ال|لل)\p{L}{2,}$/u;

/** A definite adjective of relation (nisba: الحراري, الضوئي, التكتونية, النباتية), which follows its noun. */
const DEFINITE_NISBA = /^[وفبك]?(?:ال|لل)\p{L}{2,}(?:ي|ي[ةه]|يين|يون|يات)$/u;

/**
 * Arabic term runs: single candidate words, two joined where a definite noun is followed by a
 * definite nisba adjective one space apart ("الاحتباس الحراري", "الصفائح التكتونية"). Two definite
 * nouns side by side are as often a verb's subject and object ("يفرز البنكرياس الغلوكاغون").
 */
function arabicTermRuns(context: ExplanationText): WordRun[] {
  const runs: WordRun[] = [];
  const { cleanedWords, wordStarts, wordEnds } = context.words;
  for (const run of candidateRuns(context, 1)) {
    const previous = runs.at(-1);
    const joined =
      previous !== undefined &&
      previous.last === previous.first &&
      previous.last === run.first - 1 &&
      context.text.slice(wordEnds[previous.last], wordStarts[run.first]) === ' ' &&
      DEFINITE_ARABIC.test(cleanedWords[previous.last] ?? '') &&
      DEFINITE_NISBA.test(cleanedWords[run.first] ?? '');
    if (joined) runs[runs.length - 1] = { first: previous.first, last: run.last };
    else runs.push(run);
  }
  return runs;
}

/** Cues whose explaining words follow the noun phrase they explain, so the term must be all of it. */
const GLOSSES_THE_PHRASE_BEFORE: ReadonlySet<ExplanationCue> = new Set(['apposition', 'or', 'brackets', 'which-is', 'means', 'next-sentence']);

/**
 * The first rule's explanation that is plain text, not Markdown or code (explanation-cues.ts
 * `holdsMarkup`), and says something: more than a generic noun, not "so-called …"
 * (explanation-guards.ts).
 */
function firstMatch(rules: readonly CueRule[], context: ExplanationText, run: WordRun, script: TextScript): CueMatch | null {
  for (const rule of rules) {
    const match = rule(context, run);
    if (!match || holdsMarkup(context.text, match.start, match.end)) continue;
    if (script === 'Latin' && GLOSSES_THE_PHRASE_BEFORE.has(match.cue) && partOfALongerPhrase(context, run)) continue;
    if (saysLittle(context, match.start, match.end, script) || isSoCalled(context, match.start, match.end)) continue;
    return match;
  }
  return null;
}

/**
 * The run itself; then with the one plain word that finishes its noun phrase ("cognitive
 * test, a test of …", "radiocarbon dating is …"); then shorter from the right and from the left,
 * since a mid-frequency verb can join the term's run ("epigenetics refers to …").
 */
function runsToTry(context: ExplanationText, run: WordRun, script: TextScript): WordRun[] {
  const runs: WordRun[] = [run];
  const { words, text } = context;
  // Not in Hebrew: without a part of speech the next word is as often a verb as a noun. In Arabic
  // only after a single indefinite word (arabicPhraseGoesOn).
  const last = run.last + 1;
  const goesOn =
    script !== 'Hebrew' &&
    last < words.wordStarts.length &&
    context.sentenceOfWord[last] === context.sentenceOfWord[run.first] &&
    /^[ \t]+$/u.test(text.slice(words.wordEnds[run.last], words.wordStarts[last])) &&
    context.isPlain(last) &&
    (script === 'Arabic'
      ? arabicPhraseGoesOn(context, run, last)
      : !/^(?:is|are|was|were|be|and|or|of|in|on|at|to|for|with|by|from|that|which|who|the|a|an|it|its|this|has|have|can|will|may)$/iu.test(words.cleanedWords[last] ?? ''));
  if (goesOn) runs.push({ first: run.first, last });
  for (let shorter = run.last - 1; shorter >= run.first; shorter--) runs.push({ first: run.first, last: shorter });
  for (let first = run.first + 1; first <= run.last; first++) runs.push({ first, last: run.last });
  return runs;
}

/** Arabic words that never finish a noun phrase: prepositions, particles, pronouns, demonstratives (folded letters). */
const ARABIC_FUNCTION_WORD =
  /^(?:في|من|علي|الي|عن|مع|او|ام|ثم|قد|لا|لم|لن|ما|ان|انه|انها|كان|كانت|هو|هي|هم|هذا|هذه|ذلك|تلك|كل|بعض|عند|بعد|قبل|حتي|منذ|لدي|عبر|دون|غير|كما|لكن|بل|اي|يعني|مثل|الذي|التي|الذين)$/u;

/**
 * Whether the plain word after a single indefinite Arabic word finishes its noun phrase: a
 * construct ("طنين الأذن") or an adjective ("وضاءة عالية"), not a particle or a verb of the
 * present (يـ / تـ / نـ without the article).
 */
function arabicPhraseGoesOn(context: ExplanationText, run: WordRun, next: number): boolean {
  const { cleanedWords } = context.words;
  const word = cleanedWords[next] ?? '';
  if (run.first !== run.last || DEFINITE_ARABIC.test(cleanedWords[run.first] ?? '')) return false;
  return !ARABIC_FUNCTION_WORD.test(word) && !/^[يتن]\p{L}{2,}$/u.test(word);
}

/** An explained term as the result table lists it. */
export interface ExplainedTerm {
  /** As written where it is explained. */
  readonly term: string;
  /** Its lookup forms, space-separated: the same term however it is capitalised. */
  readonly key: string;
  /** The worst band of its words. */
  readonly band: Exclude<Band, 'common'>;
  readonly cue: ExplanationCue;
  /** Offset of the occurrence that is explained. */
  readonly at: number;
  /** The explaining words, as written (cut to MAX_EXPLANATION_LENGTH). */
  readonly explanation: string;
  /** Offset of the term's first use. */
  readonly firstUseAt: number;
  /** False when the term was used unexplained before (the first use is `firstUseAt`). */
  readonly explainedAtFirstUse: boolean;
  /** How many times the term is used. */
  readonly uses: number;
}

export interface WordsWithBands extends WordsInText {
  readonly wordBands: readonly Band[];
}

/**
 * The explanations the product marks, in text order: each term's first, by its bands (rare and
 * mid-frequency words may be terms, common words are plain). Terms whose key is in `leaveOut`
 * (key terms) are not listed. The evaluation on real prose scores exactly these.
 */
export function markedExplanations(words: WordsWithBands, script: TextScript, leaveOut: ReadonlySet<string> = new Set()): Explanation[] {
  const explanations = findExplanations(
    words,
    script,
    (word) => words.wordBands[word] !== 'common',
    (word) => words.wordBands[word] === 'common',
    (word) => words.wordBands[word] === 'rare',
  );
  const seen = new Set<string>();
  return explanations.filter((explanation) => {
    if (seen.has(explanation.key) || leaveOut.has(explanation.key)) return false;
    seen.add(explanation.key);
    return true;
  });
}

/** Each term's first explanation, with its uses; terms whose key is in `leaveOut` (key terms) are not listed. */
export function explainedTermsOf(
  words: WordsWithBands,
  script: TextScript,
  leaveOut: ReadonlySet<string> = new Set(),
): { terms: ExplainedTerm[]; termWords: number[] } {
  const terms: ExplainedTerm[] = [];
  const termWords: number[] = [];
  for (const explanation of markedExplanations(words, script, leaveOut)) {
    const uses = occurrencesOf(words, explanation.key.split(' '), script);
    const firstUse = uses[0] ?? explanation.first;
    const length = explanation.last - explanation.first + 1;
    for (const use of uses) for (let word = use; word < use + length; word++) termWords.push(word);
    const sameSentence = sameSentenceBefore(words.text, words.wordStarts[firstUse] ?? 0, words.wordStarts[explanation.first] ?? 0);
    terms.push({
      term: runText(words, explanation),
      key: explanation.key,
      band: worstBand(words.wordBands.slice(explanation.first, explanation.last + 1)),
      cue: explanation.cue,
      at: words.wordStarts[explanation.first] ?? 0,
      explanation: cut(words.text.slice(explanation.start, explanation.end).trim()),
      firstUseAt: words.wordStarts[firstUse] ?? 0,
      explainedAtFirstUse: firstUse >= explanation.first || sameSentence,
      uses: Math.max(1, uses.length),
    });
  }
  termWords.sort((a, b) => a - b);
  return { terms, termWords: [...new Set(termWords)] };
}

function worstBand(bands: readonly Band[]): Exclude<Band, 'common'> {
  return bands.includes('rare') ? 'rare' : 'mid';
}

/** Whether two offsets are in one sentence ("a tool called CRISPR" used the term a moment before it). */
function sameSentenceBefore(text: string, first: number, explained: number): boolean {
  return first <= explained && !/[.!?]\s|\n/u.test(text.slice(first, explained));
}

function cut(explanation: string): string {
  if (explanation.length <= MAX_EXPLANATION_LENGTH) return explanation;
  const space = explanation.lastIndexOf(' ', MAX_EXPLANATION_LENGTH - 1);
  return `${explanation.slice(0, space > 0 ? space : MAX_EXPLANATION_LENGTH - 1)}…`;
}

/**
 * Word indexes where the forms occur in a row. In Hebrew a form also matches with its prefix
 * letters (בקריספר, הקריספר for קריספר), in Arabic with its clitics and harakat (بالسُّدم for السدم).
 */
export function occurrencesOf(words: WordsInText, forms: readonly string[], script: TextScript): number[] {
  const found: number[] = [];
  const { cleanedWords } = words;
  for (let start = 0; start + forms.length <= cleanedWords.length; start++) {
    let matches = true;
    for (let offset = 0; offset < forms.length && matches; offset++) {
      matches = sameForm(cleanedWords[start + offset] ?? '', forms[offset] ?? '', script);
    }
    if (matches) found.push(start);
  }
  return found;
}
