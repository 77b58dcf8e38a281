// Adapts the De-Jargonizer measure (@scicomm/jargon) to the coach's JargonAnalyzer (coach.ts). Here,
// not in the server, so the walk evaluation measures answers with the very analyzer the exercises
// get. Each answer is measured in the language its letters are written in, whatever the site's
// (docs/exercises.md "The measure's language"); the dictionaries are loaded once and handed in.
import type { JargonAnalysis, JargonAnalyzeOptions, JargonAnalyzer } from '../engine/coach.ts';
import {
  alternatives,
  analyze,
  DEFAULT_PERIOD,
  firstSentencesOf,
  bandOfWord,
  inflectionBases,
  normaliseWordForm,
  periodForText,
  readKeyTerms,
  termsOf,
  unmeasurableScript,
  type Dictionary,
} from '@scicomm/jargon';

/** Simpler words offered per rare word; the coach shows at most three. */
const alternativesPerWord = 3;

/** The period dictionaries the analyzer picks from: a `DictionarySet`, or a stand-in in tests. */
export interface PeriodDictionaries {
  has(code: string): boolean;
  get(code: string): Dictionary;
}

const emptyAnalysis: JargonAnalysis = {
  score: 100,
  totalWords: 0,
  rareWords: [],
  rarePercentage: 0,
  alternatives: () => [],
  frequency: () => 0,
};

/** The measure of one text against one dictionary (and the English counts), in the coach's terms. */
function analysisOf(text: string, dictionary: Dictionary, english: Dictionary | null, keyTerms: readonly string[]): JargonAnalysis {
  const result = analyze(text, dictionary);
  // Key terms and explained terms are not jargon to replace (docs/de-jargonizer.md "Key terms and explained terms").
  const terms = termsOf(result, readKeyTerms(keyTerms));
  return {
    score: result.score,
    totalWords: result.counts.total,
    rareWords: result.rareWords,
    midWords: result.normalWords,
    rarePercentage: result.percentages.rare,
    // The Hebrew list has no thesaurus, so a Hebrew answer gets no simpler words rather than
    // English ones. Without a sentence from the coach, the one the word first occurs in, so the
    // simpler words fit the sense the student meant.
    alternatives: (word, sentence) => {
      const form = normaliseWordForm(word);
      const context = sentence ?? (() => firstSentencesOf(result, [form]).get(form));
      return alternatives(form, dictionary, alternativesPerWord, context).map((alternative) => alternative.word);
    },
    frequency: (word) => dictionary.frequency(normaliseWordForm(word)),
    ...(english
      ? { englishBand: (word: string) => bandOfWord(normaliseWordForm(word), english), englishName: (word: string) => english.isName(normaliseWordForm(word)) }
      : {}),
    commonByBase: [...new Set(result.rareWords)].filter((form) => inflectionBases(form).some((base) => bandOfWord(base, dictionary) === 'common')),
    language: dictionary.info.language,
    explainedTerms: terms.explainedTerms.map((term) => ({
      term: term.term,
      forms: term.key.split(' '),
      at: term.at,
    })),
    ...(terms.keyTerms.length > 0
      ? { keyTerms: terms.keyTerms.map((term) => ({ term: term.term, forms: term.key.split(' '), uses: term.uses })) }
      : {}),
  };
}

export function createJargonAnalyzer(dictionaries: PeriodDictionaries): JargonAnalyzer {
  return {
    analyze(text: string, options?: JargonAnalyzeOptions): JargonAnalysis {
      // The measure refuses blank text; the coach only ever sends texts within a word range,
      // but a text of numbers or symbols alone has no words to count and scores 100.
      if (text.trim() === '') return emptyAnalysis;
      // A text in a script no list measures is not scored (0, every word rare): the coach says so.
      const script = unmeasurableScript(text);
      if (script !== null) return { ...emptyAnalysis, unmeasurableScript: script };
      const period = periodForText(text);
      // A server whose dictionaries lack the text's list (built without Hebrew) measures with
      // the default period rather than failing the student's turn.
      const dictionary = dictionaries.get(dictionaries.has(period) ? period : DEFAULT_PERIOD);
      const english = dictionary.info.language === 'English' ? dictionary : dictionaries.has(DEFAULT_PERIOD) ? dictionaries.get(DEFAULT_PERIOD) : null;
      return analysisOf(text, dictionary, english, options?.keyTerms ?? []);
    },
  };
}

/**
 * An analyzer whose dictionaries are fetched on first use: the app can start (and serve every
 * other page) before anyone opens an exercise, and the dictionary source decides how often it
 * loads (loadDictionaries keeps one set per folder for the process's lifetime).
 */
export function createLazyJargonAnalyzer(loadDictionaries: () => PeriodDictionaries): JargonAnalyzer {
  let analyzer: JargonAnalyzer | undefined;
  return {
    analyze(text: string, options?: JargonAnalyzeOptions) {
      analyzer ??= createJargonAnalyzer(loadDictionaries());
      return analyzer.analyze(text, options);
    },
  };
}
