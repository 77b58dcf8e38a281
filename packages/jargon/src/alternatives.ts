// Simpler alternatives for a rare word (DECISIONS.md "The De-Jargonizer measure"): WordNet
// synonyms and direct hypernyms, kept only when they are common or mid-frequency in the chosen
// dictionary, most frequent first. A multi-word alternative (`heart attack`) takes the worst
// band of its words and the frequency of its least frequent word.
import { bandOfWord } from './classify.ts';
import type { Band, Dictionary } from './dictionary.ts';
import { normaliseWordForm, wordsOf } from './tokenizer.ts';

export interface Alternative {
  readonly word: string;
  readonly band: Exclude<Band, 'rare'>;
}

const BAND_ORDER: Record<Band, number> = { common: 0, mid: 1, rare: 2 };

/** Up to `limit` alternatives; [] when the dictionary has no thesaurus (e.g. Hebrew). */
export function alternatives(word: string, dictionary: Dictionary, limit = 5): Alternative[] {
  const thesaurus = dictionary.thesaurus;
  if (thesaurus === null || limit <= 0) return [];
  const form = normaliseWordForm(word.trim());
  if (form === '') return [];
  const kept: { word: string; band: Exclude<Band, 'rare'>; frequency: number }[] = [];
  for (const candidate of thesaurus.candidatesFor(form)) {
    const words = wordsOf(candidate);
    if (words.length === 0) continue;
    let band: Band = 'common';
    let frequency = Number.POSITIVE_INFINITY;
    for (const part of words) {
      const partBand = bandOfWord(part, dictionary);
      if (BAND_ORDER[partBand] > BAND_ORDER[band]) band = partBand;
      frequency = Math.min(frequency, frequencyOf(part, dictionary));
    }
    if (band !== 'rare') kept.push({ word: candidate, band, frequency });
  }
  kept.sort((a, b) => b.frequency - a.frequency || a.word.localeCompare(b.word));
  return kept.slice(0, limit).map(({ word: alternative, band }) => ({ word: alternative, band }));
}

/** A hyphenated form unknown as a whole is as frequent as its least frequent part. */
function frequencyOf(form: string, dictionary: Dictionary): number {
  const whole = dictionary.frequency(form);
  if (whole > 0 || !form.includes('-')) return whole;
  return Math.min(...form.split('-').map((part) => dictionary.frequency(part)));
}
