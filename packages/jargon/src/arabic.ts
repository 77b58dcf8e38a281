// Arabic specifics of the measure (docs/de-jargonizer.md "Arabic"): the letter normalisation
// every list form and every looked-up word goes through, and the attached clitics (و ف, ب ك ل,
// the article ال) that hide a word from the list. The bands come from counts per million words
// (arabic-builder.ts). Pure and browser-safe.

/** Diacritics (harakat, tanwin, shadda, sukun, superscript alef, Quranic marks: nonspacing marks) and tatweel: never part of a lookup form. */
const MARKS = /\p{Mn}|\u0640/gu;
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/gu; // آ أ إ ٱ → ا

/**
 * The letter variants folded together, chosen by measuring (docs/de-jargonizer.md "Arabic"):
 * final ى is written for ي in much everyday typing (عليه/علىه aside), so the two are one letter
 * in lookups; ة and ه are kept apart.
 */
const FOLD_YA = true;
const FOLD_TA_MARBUTA = false;

/** The lookup form of an Arabic word: no diacritics or tatweel, one alef, ى read as ي. */
export function normaliseArabicForm(form: string): string {
  let normal = form.replace(MARKS, '').replace(ALEF_FORMS, '\u0627');
  if (FOLD_YA) normal = normal.replaceAll('\u0649', '\u064a');
  if (FOLD_TA_MARBUTA) normal = normal.replaceAll('\u0629', '\u0647');
  return normal;
}

/** Plain Arabic letters (hamza to ya), after normalisation: the list's other lines are debris. */
export const ARABIC_FORM = /^[\u0621-\u064a]+$/u;

/** Any Arabic letter: the Arabic block and its supplements (Persian and Urdu letters included), and the presentation forms. */
export function isArabicLetter(unit: number): boolean {
  return (
    (unit >= 0x0620 && unit <= 0x064a) ||
    (unit >= 0x066e && unit <= 0x06d3) ||
    unit === 0x06d5 ||
    (unit >= 0x06fa && unit <= 0x06ff) ||
    (unit >= 0x0750 && unit <= 0x077f) ||
    (unit >= 0x08a0 && unit <= 0x08c9) ||
    (unit >= 0xfb50 && unit <= 0xfdfb) ||
    (unit >= 0xfe70 && unit <= 0xfefc)
  );
}

const ARTICLE = 'ال';
// A clitic run is: an optional conjunction و / ف, then an optional preposition ب / ك / ل, then
// the optional article ال; ل before the article drops its alef (ل + الماء → للماء).
const CONJUNCTIONS = ['', 'و', 'ف'];
const PREPOSITIONS = ['', 'ب', 'ك', 'ل'];

interface CliticRun {
  readonly letters: string;
  readonly article: boolean;
}

/** Every clitic run, longest first, so the shortest stem is tried first. */
const CLITIC_RUNS: readonly CliticRun[] = (() => {
  const runs: CliticRun[] = [];
  for (const conjunction of CONJUNCTIONS) {
    for (const preposition of PREPOSITIONS) {
      for (const article of [false, true]) {
        const articleLetters = !article ? '' : preposition === 'ل' ? 'ل' : ARTICLE;
        const letters = conjunction + preposition + articleLetters;
        if (letters.length > 0) runs.push({ letters, article });
      }
    }
  }
  return runs.sort(
    (a, b) => b.letters.length - a.letters.length || a.letters.localeCompare(b.letters, 'ar'),
  );
})();

/** A stem must keep at least this many letters. */
export const ARABIC_MIN_STEM = 2;

/**
 * The forms to look up for an unknown normalised form, longest clitic run first. Where the run
 * ended in the article, the stem with its article comes first (بالماء → الماء, then ماء): the list
 * counts the article's form of a noun apart from the bare one, and it is the same word.
 */
export function stripArabicClitics(form: string): string[] {
  const stems: string[] = [];
  for (const run of CLITIC_RUNS) {
    if (form.length - run.letters.length < ARABIC_MIN_STEM || !form.startsWith(run.letters))
      continue;
    const stem = form.slice(run.letters.length);
    if (run.article && run.letters !== ARTICLE) pushNew(stems, ARTICLE + stem);
    pushNew(stems, stem);
  }
  return stems;
}

function pushNew(list: string[], item: string): void {
  if (!list.includes(item)) list.push(item);
}
