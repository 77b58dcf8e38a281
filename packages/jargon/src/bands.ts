// The bands' cut-offs, in uses of a BBC window and per million words: the one place their numbers
// are written. Code reads them here, and docs and page texts name this module (or show the numbers it gives) rather than restating them.

/** A word is common from this many uses in a four-year window of BBC counts… */
export const ENGLISH_COMMON_MIN = 1000;
/** …mid-frequency from this many up to one below ENGLISH_COMMON_MIN, and rare below (or absent). */
export const ENGLISH_MID_MIN = 50;

// The same cut-offs per million words, for the dictionaries of counts that are not four years of BBC
// news (Hebrew and Arabic subtitles, a corpus of your own): a four-year window is about 100 million
// words, so 1,000 and 50 uses are 10 and 0.5 per million.
/** A word is common from this many uses per million words of its counts… */
export const COMMON_PER_MILLION = 10;
/** …mid-frequency from this many, and rare below (or absent). */
export const MID_PER_MILLION = 0.5;
