// How many key terms a writer marks and how long one may be (docs/de-jargonizer.md "Key terms and
// explained terms"), on their own: a page that only shows the key-terms field needs these numbers,
// not the tokenizer that reads a term (key-terms.ts), which stays out of its first download
// (docs/performance.md). Browser-safe.

export const MAX_KEY_TERMS = 5;
/** Words in one key term ("gene drive", "blood-brain barrier"). */
export const MAX_KEY_TERM_WORDS = 4;
/** Characters in one key term as typed. */
export const MAX_KEY_TERM_LENGTH = 60;
