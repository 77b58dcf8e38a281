// Simpler alternatives for a word (docs/de-jargonizer.md "Simpler words"): the single words of
// its most frequent WordNet sense and of that sense's specific hypernyms (wordnet-builder.ts),
// kept only when a reader knows them better than the word itself: common or mid-frequency in the
// chosen dictionary and more frequent than the word in that period (so a mid-frequency word gets
// suggestions too); most frequent first. None is better than a wrong one, so a word without such
// a candidate gets none.
import { bandOfWord } from './classify.ts';
import type { Band, Dictionary } from './dictionary.ts';
import { normaliseWordForm, wordsOf } from './tokenizer.ts';

export interface Alternative {
  readonly word: string;
  readonly band: Exclude<Band, 'rare'>;
}

const BAND_ORDER: Record<Band, number> = { common: 0, mid: 1, rare: 2 };

/** Up to `limit` alternatives; [] for a common word, and when the dictionary has no thesaurus (e.g. Hebrew). */
export function alternatives(word: string, dictionary: Dictionary, limit = 5): Alternative[] {
  const thesaurus = dictionary.thesaurus;
  if (thesaurus === null || limit <= 0) return [];
  const form = normaliseWordForm(word.trim());
  if (form === '') return [];
  const own = bandOfWord(form, dictionary);
  if (own === 'common') return [];
  const ownFrequency = frequencyOf(form, dictionary);
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
    if (band === 'rare' || frequency <= ownFrequency) continue;
    kept.push({ word: candidate, band, frequency });
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
