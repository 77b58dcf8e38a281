// Adverbs: words that say how, how much or how often ("carefully", "rarely"). Coherence asks
// whether a text uses them for precision; vague intensifiers ("very", "really") add emphasis
// without precision, so the coach names them separately.

import { wordTokens } from './words.ts';

/** -ly words that are not adverbs, or not the kind a writer chooses for precision. */
const notAdverbs = new Set(
  (
    'only early family supply apply reply july italy fly ally rely belly bully daily weekly monthly yearly ' +
    'likely unlikely friendly lonely lovely elderly holy ugly silly jelly rally assembly anomaly ' +
    'butterfly poly firstly secondly thirdly lastly finally'
  ).split(' '),
);

/** Adverbs without -ly that still make a statement precise. */
const plainAdverbs = new Set(
  'often seldom always never sometimes almost nearly rather twice hardly soon fast well'.split(' '),
);

export const vagueIntensifiers: readonly string[] = [
  'very',
  'really',
  'quite',
  'extremely',
  'so',
  'pretty',
  'totally',
];

export interface AdverbMeasure {
  /** Adverb occurrences, in text order, lowercased. */
  adverbs: string[];
  distinct: string[];
  /** Vague intensifiers used ("very", "really"), distinct. */
  intensifiers: string[];
}

export function isAdverb(word: string): boolean {
  const lower = word.toLowerCase();
  if (plainAdverbs.has(lower)) return true;
  return lower.length > 4 && lower.endsWith('ly') && !notAdverbs.has(lower);
}

export function measureAdverbs(text: string): AdverbMeasure {
  const tokens = wordTokens(text);
  const adverbs = tokens.filter(isAdverb);
  const intensifiers = vagueIntensifiers.filter((word) => word !== 'so' && tokens.includes(word));
  return { adverbs, distinct: [...new Set(adverbs)], intensifiers };
}
