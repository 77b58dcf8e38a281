// All dictionaries of a process, by period code: what loadDictionaries returns and the server
// keeps for its lifetime. A well-formed code without a dictionary is an error, never a silent
// fallback to another period (packages/jargon/README.md: no process-wide period).
import type { Band, Dictionary } from './dictionary.ts';
import { bandOfWord } from './classify.ts';
import { JargonError } from './errors.ts';
import { ENGLISH_PERIOD_CODES, parsePeriodCode, periodLabel } from './period-code.ts';
import { normaliseWordForm } from './tokenizer.ts';
import type { YearlyCounts } from './yearly-counts.ts';

export class DictionarySet {
  private readonly byCode = new Map<string, Dictionary>();
  /** Per-year BBC counts (English), when the English file is loaded. */
  readonly yearly: YearlyCounts | null;

  constructor(dictionaries: readonly Dictionary[], yearly: YearlyCounts | null) {
    for (const dictionary of dictionaries) {
      if (this.byCode.has(dictionary.code)) {
        throw new JargonError('INVALID_DICTIONARY', `Two dictionaries are called ${dictionary.code}.`);
      }
      this.byCode.set(dictionary.code, dictionary);
    }
    this.yearly = yearly;
  }

  /** All codes: the English periods oldest first, then the others alphabetically. */
  get codes(): string[] {
    const english = ENGLISH_PERIOD_CODES.filter((code) => this.byCode.has(code));
    const others = [...this.byCode.keys()].filter((code) => !ENGLISH_PERIOD_CODES.includes(code)).sort();
    return [...english, ...others];
  }

  has(code: string): boolean {
    return this.byCode.has(code);
  }

  /** The dictionary of a period; `Invalid format: …` or `No dictionary for ….` otherwise. */
  get(code: string): Dictionary {
    parsePeriodCode(code);
    const dictionary = this.byCode.get(code);
    if (!dictionary) throw new JargonError('UNKNOWN_PERIOD', `No dictionary for ${code}.`);
    return dictionary;
  }

  /** A word's band in every period, and its BBC frequency per million per year. */
  describeWord(word: string): WordReport {
    const form = normaliseWordForm(word.trim());
    if (form === '') throw new JargonError('INVALID_ARGUMENT', 'Give a word to look up.');
    const periods = this.codes.map((code) => {
      return { code, label: periodLabel(code), band: bandOfWord(form, this.get(code)) };
    });
    return { word: form, periods, years: this.yearly ? this.yearly.yearlyFrequencies(form) : [] };
  }
}

export interface WordReport {
  readonly word: string;
  readonly periods: readonly { readonly code: string; readonly label: string; readonly band: Band }[];
  readonly years: readonly { readonly year: number; readonly count: number; readonly perMillion: number }[];
}
