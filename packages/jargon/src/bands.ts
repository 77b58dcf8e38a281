// The English bands' cut-offs: the one place their numbers are written. Code reads them here, and
// docs and page texts name this module (or show the numbers it gives) rather than restating them.

/** A word is common from this many uses in a four-year window of BBC counts… */
export const ENGLISH_COMMON_MIN = 1000;
/** …mid-frequency from this many up to one below ENGLISH_COMMON_MIN, and rare below (or absent). */
export const ENGLISH_MID_MIN = 50;
