// Regexes whose time grows faster than the text they read: each must be reported.

/** Trailing spaces: tried from every start of a run of spaces that does not end the line. */
export const trimmedLine = (line: string) => line.replace(/\s+$/u, ''); // expect: regexp/no-super-linear-move

/** Nested quantifiers: a long run of letters then a digit backtracks exponentially. */
export const isWordList = (text: string) => /^(?:\p{L}+\s?)+$/u.test(text); // expect: regexp/no-super-linear-backtracking
