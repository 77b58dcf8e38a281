// Wire types of the De-Jargonizer API (apps/server/src/de-jargonizer/de-jargonizer-routes.ts).
import type { Band } from '@scicomm/jargon';

export interface Alternative {
  word: string;
  band: Exclude<Band, 'rare'>;
}

/** The grading result of spec §3, with the counts, percentages and alternatives our server adds. */
export interface GradingResult {
  cleanedWords: string[];
  normalWords: string[];
  rareWords: string[];
  score: number;
  name: string;
  words: string[];
  htmlResult: string;
  taskId: string | null;
  period: string;
  direction: 'ltr' | 'rtl';
  wordBands: Band[];
  counts: { total: number; common: number; mid: number; rare: number };
  percentages: { common: number; mid: number; rare: number };
  scoreMessage: string;
  alternatives: Record<string, Alternative[]>;
}

export interface GroupRow {
  fileName: string;
  commonPercent: number | null;
  common: number | null;
  midPercent: number | null;
  mid: number | null;
  rarePercent: number | null;
  rare: number | null;
  score: number | null;
  words: number | null;
  error: string | null;
}

export interface PeriodInfo {
  code: string;
  label: string;
  language: string;
  direction: 'ltr' | 'rtl';
  dictionaryUrl: string;
}

export interface WordFrequency {
  word: string;
  years: { year: number; count: number; perMillion: number }[];
  periods: { code: string; label: string; band: Band }[];
  alternatives: Alternative[];
}
