// The coach's thresholds for the words it names for the chosen readers (coach
// areas/jargon/words-for-readers.ts, docs/exercises.md "The words for the readers and spelling"),
// beside the measure's own bands (bands.ts): the one place their numbers are written.
import type { CourseReaders } from '@scicomm/shared/course-api';
import type { FrequencyLanguage } from './word-frequencies.ts';

/**
 * The highest multi-source Zipf (log10 of uses per billion words) at which a word is still named
 * for readers of a level, by the language of the word. Set on the labelled words of the walks
 * (packages/coach/eval/rare-words, `npm run eval:rare-words -- --sweep`). English: with the spoken signal the
 * precision hardly moves above Zipf 3 (elementary 29 of 32 named right at 3.4, adults 25 of 29 at
 * 3.0 against 19 of 23 at 2.6); the list includes Wikipedia, so a term sits higher there than in
 * speech ("basal" 3.4, "anode" 2.9). Hebrew: everyday verb forms the subtitles lack sit at 2.1–2.9
 * ("נאטמת", "לאוורר", "מחליד"), so only a word rarer than 2.2 is named (7 of 10 right); Arabic,
 * unlabelled, as Hebrew.
 */
export const READERS_MAX_ZIPF: Readonly<Record<CourseReaders, Readonly<Record<FrequencyLanguage, number>>>> = {
  elementary: { en: 3.5, he: 2.2, ar: 2.2 },
  juniorHigh: { en: 3.4, he: 2.2, ar: 2.2 },
  highSchool: { en: 3.2, he: 2.2, ar: 2.2 },
  adults: { en: 3.0, he: 2.2, ar: 2.2 },
};

/**
 * A word (or its base) spoken this often in the English subtitles is everyday to readers of any
 * level (Zipf 2.5: about 230 uses in their 725 M words). On the labelled words every child's word
 * the multi-source list placed low was spoken above it ("crayons" 563, "puddles" 431,
 * "hydrochloric" 268), while "basal" (159), "anode" and "borehole" (unlisted) are below.
 */
export const SPOKEN_EVERYDAY_ZIPF = 2.5;

/** Readers for whom the measure's mid band is not yet everyday: children and teens. */
export const MID_NAMED_FOR: ReadonlySet<CourseReaders> = new Set(['elementary', 'juniorHigh', 'highSchool']);
