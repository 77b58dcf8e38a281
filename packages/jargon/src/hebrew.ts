// Hebrew specifics of the measure (docs/de-jargonizer.md "Hebrew"): the form of a listed word,
// and the prefix letters ו ה ב כ ל מ ש that attach to a word and hide it from the list. The
// bands themselves come from counts per million words (subtitle-counts-builder.ts).

/** Hebrew-script letters only: the list also carries subtitle-file debris such as `qsubs`. */
export const HEBREW_FORM = /^[\u05d0-\u05ea]+$/u;

/** A listed form: Hebrew letters, or Hebrew words joined by hyphens (כל-כך, ניו-יורק), as the tokenizer reads them. */
export const HEBREW_LIST_FORM = /^[\u05d0-\u05ea]+(?:-[\u05d0-\u05ea]+)*$/u;

// A prefix is: an optional ו ("and"), then optionally one of ש / כש / מ / לכש / שכש / שמ, then
// optionally one of ה / ב / כ / ל — e.g. ו, ה, וה, ש, שה, מה, כש, וכש, ושב, ולכשה, שכשה ("that when
// the": שכשהמדרכה, w98), שמה ("that from the": שמהעץ).
const CONJUNCTIONS = ['', 'ו'];
const RELATIVES = ['', 'ש', 'כש', 'מ', 'לכש', 'שכש', 'שמ'];
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

/**
 * The stems to try for an unknown form, longest prefix removed first. A word that begins with ו
 * doubles it behind a prefix letter in plain spelling (ויטמין → בוויטמין, לוויטמין), so a stem
 * that begins with וו is tried with one ו as well.
 */
export function stripHebrewPrefixes(form: string): string[] {
  const stems: string[] = [];
  for (const prefix of HEBREW_PREFIXES) {
    if (form.length - prefix.length >= HEBREW_MIN_STEM && form.startsWith(prefix)) {
      const stem = form.slice(prefix.length);
      stems.push(stem);
      if (stem.startsWith('וו') && stem.length > HEBREW_MIN_STEM) stems.push(stem.slice(1));
    }
  }
  return stems;
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
