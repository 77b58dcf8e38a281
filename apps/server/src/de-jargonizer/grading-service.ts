// Grading one text against one period dictionary: the "Grading result" of spec §3
// (cleanedWords, normalWords, rareWords, score, name, words, htmlResult, taskId) plus the counts,
// percentages and alternatives the page shows, and the record kept of it (DECISIONS.md
// "Privacy": the text only for a signed-in user who chose to save texts, otherwise an anonymous
// row of counts and score).
import {
  alternatives,
  analyze,
  DEFAULT_PERIOD,
  displayTokens,
  HEBREW_PERIOD,
  renderHtml,
  scoreMessage,
  type Alternative,
  type Analysis,
  type Band,
  type Dictionary,
  type DictionarySet,
} from '@scicomm/jargon';
import type { Database } from '../db/client.ts';
import { dejargonizerUserInteractions } from '../db/schema.ts';
import { countUses } from '../usage/usage-service.ts';
import type { GradingOwner } from './grading-owner.ts';
import { withJargonErrors } from './upload.ts';

/** Distinct rare words whose alternatives travel with a result; the rest are fetched on demand. */
export const MAX_WORDS_WITH_ALTERNATIVES = 500;

/** Codes of the original's Hebrew dictionaries, still sent by its clients: our Hebrew list replaces them. */
const PERIOD_ALIASES: Record<string, string> = {
  Hebrew2012_2017: HEBREW_PERIOD,
  Hebrew2012_2015: HEBREW_PERIOD,
};

export interface GradingResult {
  cleanedWords: string[];
  normalWords: string[];
  rareWords: string[];
  score: number;
  name: string;
  /** The text cut into words and the pieces between them, in order (joined they give the text back). */
  words: string[];
  htmlResult: string;
  taskId: string | null;
  /** The dictionary used, e.g. English2021_2024. */
  period: string;
  direction: 'ltr' | 'rtl';
  /** Band of cleanedWords[i]. */
  wordBands: Band[];
  counts: { total: number; common: number; mid: number; rare: number };
  percentages: { common: number; mid: number; rare: number };
  /** "Nicely done!" above 90, otherwise "Try to get it higher in the next round." (spec §9). */
  scoreMessage: string;
  /** Simpler words for each rare word (up to MAX_WORDS_WITH_ALTERNATIVES distinct words). */
  alternatives: Record<string, Alternative[]>;
}

/** The period dictionary of a code, or 400 `Invalid format: …` / `No dictionary for ….`; default 2021–2024. */
export function dictionaryFor(dictionaries: DictionarySet, code: string | undefined): Promise<Dictionary> {
  const wanted = code?.trim() || DEFAULT_PERIOD;
  return withJargonErrors(() => dictionaries.get(PERIOD_ALIASES[wanted] ?? wanted));
}

export const isRightToLeft = (dictionary: Dictionary) => dictionary.info.language === 'Hebrew';

/** Analyses a text; 400 "Article is empty." for blank text. */
export async function gradeText(dictionary: Dictionary, text: string, name: string): Promise<GradingResult> {
  const analysis = await withJargonErrors(() => analyze(text, dictionary));
  return toResult(analysis, dictionary, name);
}

function toResult(analysis: Analysis, dictionary: Dictionary, name: string): GradingResult {
  const distinctRare = [...new Set(analysis.rareWords)].slice(0, MAX_WORDS_WITH_ALTERNATIVES);
  const alternativesByWord: Record<string, Alternative[]> = {};
  for (const word of distinctRare) alternativesByWord[word] = alternatives(word, dictionary);
  return {
    cleanedWords: analysis.cleanedWords,
    normalWords: analysis.normalWords,
    rareWords: analysis.rareWords,
    score: analysis.score,
    name,
    words: displayTokens(analysis).map((token) => token.text),
    htmlResult: renderHtml(analysis),
    taskId: null,
    period: analysis.period,
    direction: isRightToLeft(dictionary) ? 'rtl' : 'ltr',
    wordBands: analysis.wordBands,
    counts: { ...analysis.counts },
    percentages: { ...analysis.percentages },
    scoreMessage: scoreMessage(analysis.score),
    alternatives: alternativesByWord,
  };
}

/**
 * Keeps the record of a graded text and counts one use. Returns the task id when the row
 * belongs to the user (so it can be found again), null for an anonymous row.
 */
export async function recordGrading(db: Database, owner: GradingOwner, text: string, result: GradingResult): Promise<string | null> {
  const keep = owner.userId !== null && owner.saveTexts;
  const [row] = await db
    .insert(dejargonizerUserInteractions)
    .values({
      userId: keep ? owner.userId : null,
      dictionary: result.period,
      text: keep ? text : null,
      resultText: keep ? result.htmlResult : null,
      totalWords: result.counts.total,
      rareWords: result.counts.rare,
      midRangeWords: result.counts.mid,
      jargonScore: result.score,
    })
    .returning({ id: dejargonizerUserInteractions.id });
  await countUses(db, 1);
  return keep ? (row?.id ?? null) : null;
}
