// The spelling remark (kind `spelling.misspelt`, docs/exercises.md "How the coach decides", the
// rare-word paragraph): a rare word of an English text that the US and British dictionaries and the
// scientific term list do not know, with a common word the writer meant ("wich" → "which"). A
// candidate, not shown to writers until a fresh set of walks measures it (findings/shown.ts). The
// rare-word question (areas/jargon/unfamiliar-words.ts) leaves these words out: a misspelling is no
// rare word. English only: the dictionaries judge no other language.
import type { JargonAnalysis } from '../../coaches/coach.ts';
import { finding, type Finding } from '../../findings/finding.ts';
import { analyseText } from '../../language-analysis/analyse.ts';
import { asWritten, rarestFirst, type WrittenWord } from '../../measures/rare-words.ts';
import {
  scientificTerms,
  spellingDictionaries,
  spokenEnglish,
  type SpokenCounts,
} from '../../measures/word-lexicons.ts';

/** A suggested spelling common in the news window (its common band) may be offered. */
export const COMMON_NEWS_COUNT = 1000;

export interface MisspeltWord {
  written: WrittenWord;
  /** The dictionary's nearest common word ("which" for "wich", "a lot" for "alot"). */
  suggestion: string;
}

/** Whether either spelling dictionary (or, given `terms`, the term list) knows the word as written or in lowercase. */
export function known(word: string, terms: boolean): boolean {
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

/**
 * The measure's rare words the writer misspelt, the rarest first, each with the word meant
 * (`misspeltAs`; the term list counts as a dictionary unless `terms` is off).
 */
export function misspeltWords(text: string, analysis: JargonAnalysis, terms = true): MisspeltWord[] {
  return rarestFirst(analysis).flatMap((measured) => {
    const written = asWritten(text, measured);
    const suggestion =
      written.span === null ? null : misspeltAs(written.word, analysis, spokenEnglish(), terms);
    return suggestion === null ? [] : [{ written, suggestion }];
  });
}

/** Misspelt words remarked on in one text; more would read as a proofreading. */
const MISSPELT_NAMED = 3;

/**
 * "“wich” looks misspelt: did you mean “which”?", one remark a word, for at most three words, each
 * pointing at its first use. Said only with the dictionary's suggestion (`misspeltAs`); the catalogue's
 * `spelling.misspeltNoSuggestion` is for a checker that flags words without one, which this is not.
 */
export function misspeltWordsRemarks(text: string, analysis: JargonAnalysis): Finding[] {
  if (analyseText(text).language !== 'en') return [];
  return misspeltWords(text, analysis, true)
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
