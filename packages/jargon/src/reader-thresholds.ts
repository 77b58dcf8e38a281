// The coach's thresholds for the words it names for the chosen readers (coach
// areas/jargon/words-for-readers.ts, docs/exercises.md "The words for the readers and spelling"),
// beside the measure's own bands (bands.ts): the one place their numbers are written.
import type { CourseReaders } from '@scicomm/shared/course-api';
import type { FrequencyLanguage } from './word-frequencies.ts';

/**
 * The highest multi-source Zipf (log10 of uses per billion words) at which a word is still named
 * for readers of a level, by the language of the word. Young readers: set on the labelled words of
 * the walks (packages/coach/eval/rare-words, `npm run eval:rare-words -- --sweep`); in English the
 * list includes Wikipedia, so a term sits higher there than in speech ("basal" 3.4, "anode" 2.9).
 * English adults: on the fresh sets' fairness labels the words adults were asked about and know
 * sat high ("antivirus" 2.9, "generalise" 2.9, "metallurgical" 2.85, "compaction" 2.5), the field
 * terms they were fairly asked about low ("proteomics" 2.4, "hypoxic" 2.4, "cotransporter" 1.4),
 * and at most three words are asked a turn, rarest first: below 2.5 an adult is asked of the
 * terms and rarely of the rest. Hebrew and Arabic: everyday verb forms the subtitles lack sit at
 * 2.1–2.9 ("נאטמת", "לאוורר"), so only a word rarer than 2.2 is named; in Hebrew the forms of
 * known words go lower still (a future "ינבוט" 2.1, a plural "התלקחויות" 2.1 beside its singular's
 * 4.6, a plene "חמנייה" 2.0): the fresh labels between 1.8 and 2.2 were 16 fair of 32, so 1.8, for
 * children too (of the words a young reader's text holds between 1.8 and 3.0, 119 of 324 were
 * labelled unknown to them: eval/rare-words/labelled-words-he.tsv; affixes stripped, no better).
 * In Arabic too (participles "المقيسة" 1.6 and "مميّع" 1.6, a verb "نزن" 1.8, a construct plural
 * "مشغّلو" 1.8, "تنسدّ" 2.1): the fresh labels between 1.5 and 2.2 were 26 fair of 51, below
 * 1.5 mostly borrowed terms ("البلازميدات" 1.2, "الماموغرام" 1.5), 36 fair of 41, so 1.5.
 */
export const READERS_MAX_ZIPF: Readonly<Record<CourseReaders, Readonly<Record<FrequencyLanguage, number>>>> = {
  elementary: { en: 3.5, he: 1.8, ar: 1.5 },
  juniorHigh: { en: 3.4, he: 1.8, ar: 1.5 },
  highSchool: { en: 3.2, he: 1.8, ar: 1.5 },
  adults: { en: 2.5, he: 1.8, ar: 1.5 },
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
