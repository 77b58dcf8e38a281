// Arabic specifics of the measure (docs/de-jargonizer.md "Arabic"): the letter normalisation
// every list form and every looked-up word goes through, and the attached clitics (و ف, ب ك ل,
// the article ال) that hide a word from the list. The bands come from counts per million words
// (subtitle-counts-builder.ts). Pure and browser-safe.

/** Diacritics (harakat, tanwin, shadda, sukun, superscript alef, Quranic marks: nonspacing marks) and tatweel: never part of a lookup form. */
const MARKS = /\p{Mn}|\u0640/gu;
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/gu; // آ أ إ ٱ → ا

/**
 * The letter variants folded together, chosen by measuring (docs/de-jargonizer.md "Arabic"): of
 * the list's 1,207 forms ending in ى, 908 have a twin ending in ي, nearly all the same word typed
 * two ways (فى/في, الذى/الذي), so the two are one letter in lookups. ة and ه stay apart: 910 of
 * 5,234 forms ending in ة have a ه twin, but ه is also the pronoun "his" (فعلة/فعله, كلمة/كلمه),
 * and folding them lowered the tuning set's everyday and technical shares.
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

// Word forms. The subtitle counts hold a family's commonest forms, so نظفنا, جدتنا or سنزور can
// be missing while نظف, جدة or نزور are there. Only when neither a form nor a stem is listed, it
// gets candidate forms of its family, and the word counts by the best-banded listed one
// (dictionary.ts). Every candidate keeps three letters (a root), so a term cannot reach an
// unrelated short word by losing letters; candidates are only ever looked up, never trusted.

/** A candidate keeps at least a root's three letters. */
export const ARABIC_MIN_CORE = 3;

// Pronoun endings on nouns, verbs and prepositions, longest first (بيتهما, طفولتها, نظفناه, كتابي).
export const ARABIC_PRONOUN_ENDINGS: readonly string[] = ['هما', 'كما', 'هم', 'هن', 'كم', 'كن', 'ها', 'نا', 'ني', 'ه', 'ك', 'ي'];
// Endings of persons and numbers on verbs and nouns: past persons (اتصلتم, نظفنا, فرحت), the
// plural of a verb (يحفظوا), sound plurals and duals (السائقون, مرشحات, ساعتين).
const WORD_ENDINGS: readonly (readonly [string, readonly string[]])[] = [
  ['تما', ['']],
  ['تم', ['']],
  ['تن', ['']],
  ['وا', ['']],
  ['ون', ['']],
  ['ين', ['', 'ة']],
  ['ان', ['', 'ة']],
  ['ات', ['ة', '']],
  ['ت', ['', 'ة']],
];
// A dual of a noun in ة keeps its ت (الكتلتان → الكتلة, ثانويتين → ثانوية).
const DUALS_IN_TA: readonly (readonly [string, readonly string[]])[] = [
  ['تان', ['ة']],
  ['تين', ['ة']],
];
// The present tense's person letters (يسخن, تسخن, نسخن, اسخن after normalisation).
const PRESENT_PREFIXES = ['ي', 'ت', 'ن', 'ا'];

/** The letters of a form that are not the article: a root needs three of them. */
export function coreLength(form: string): number {
  return form.startsWith(ARTICLE) ? form.length - ARTICLE.length : form.length;
}

function withoutEnding(form: string, ending: string, replacement: string): string | null {
  if (!form.endsWith(ending)) return null;
  const base = form.slice(0, -ending.length) + replacement;
  // No plural, dual or person ending follows a bare alef (تباين is not تبا + ين).
  if (ending.length > 1 && replacement === '' && base.endsWith('ا')) return null;
  return coreLength(base) >= ARABIC_MIN_CORE ? base : null;
}

/** Bases of one form: the form without an accusative alef, a word ending, a pronoun ending (ة back where ت carried it). */
function endingBases(form: string, family: boolean): string[] {
  const bases: string[] = [];
  // A nisba's feminine by its masculine (الجبهية → الجبهي), only behind the article: without it a
  // final ي may be "my" (حزامية is not حزامي, my belt).
  if (family && form.startsWith(ARTICLE) && form.endsWith('ية')) {
    const masculine = form.slice(0, -1);
    if (coreLength(masculine) > ARABIC_MIN_CORE) pushNew(bases, masculine);
  }
  // The indefinite accusative writes an alef after the word (خبزا, مزدحما, مشمسا).
  const accusative = withoutEnding(form, 'ا', '');
  if (accusative !== null && !accusative.endsWith('ا')) pushNew(bases, accusative);
  for (const [ending, replacements] of family ? [...DUALS_IN_TA, ...WORD_ENDINGS] : WORD_ENDINGS) {
    for (const replacement of replacements) {
      const base = withoutEnding(form, ending, replacement);
      if (base !== null) pushNew(bases, base);
    }
  }
  return bases;
}

/**
 * A hamza on و or ي before a pronoun sits on the line at the word's end (ضوؤها → ضوء, رؤسائه →
 * رؤساء). Not before ي, where ائي is mostly a nisba (ابتدائي), nor after an alef with one letter
 * before it, where ائ is mostly a root's (شائك is not شاء + ك, تائه not تاء + ه).
 */
function hamzaOnLine(base: string, ending: string): string | null {
  if (ending === 'ي' || !/[ؤئ]$/u.test(base)) return null;
  if (coreLength(base) === 3 && base.at(-2) === 'ا') return null;
  return `${base.slice(0, -1)}ء`;
}

/**
 * What an object or possessive pronoun leaves where the letters before it end in alef, which
 * withoutEnding refuses: the past's نا, we (فحصناها → فحصنا, فحص), and a dual of a noun in ة
 * without its ن (كليتاهم → كليتا, كلية).
 */
function beforePronounBases(form: string, ending: string): string[] {
  if (!form.endsWith(ending)) return [];
  const base = form.slice(0, -ending.length);
  const stem = base.slice(0, -2);
  if (coreLength(stem) < ARABIC_MIN_CORE) return [];
  // Behind a leading و the bare past may be the conjunction and another word (وقارناها is not
  // وقار, dignity), so only a listed form in نا stands for it (وجدناها → وجدنا).
  if (base.endsWith('نا')) return form.startsWith('و') ? [base] : [base, stem];
  if (base.endsWith('تا')) return [base, `${stem}ة`];
  return [];
}

/**
 * Candidate forms of the same family for an unknown form without clitics, most specific first:
 * the future's س off (سنزور → نزور), a pronoun ending off (جدتنا → جدة, نشربه → نشرب), a word
 * ending off (اتصلتم → اتصل, السائقون → السائق), both, the other persons of a present verb
 * (تسخن → يسخن), and a hollow verb's past (قسنا → قاس). With `family` (a band, not a meaning) also
 * what a band may take from the word's family, where a meaning would need its part of speech: a
 * dual in ت, the past's نا or a dual before a pronoun, a hamza's seat, a nisba's feminine.
 */
export function arabicWordFormCandidates(form: string, family = true): string[] {
  const candidates: string[] = [];
  const cores = [form];
  if (/^س[اتني]/u.test(form) && form.length - 1 >= ARABIC_MIN_CORE) {
    const present = form.slice(1);
    pushNew(candidates, present);
    cores.push(present);
  }
  for (const core of cores) {
    const withoutPronoun: string[] = [];
    for (const ending of ARABIC_PRONOUN_ENDINGS) {
      if (family) for (const base of beforePronounBases(core, ending)) pushNew(withoutPronoun, base);
      const base = withoutEnding(core, ending, '');
      if (base === null) continue;
      withoutPronoun.push(base);
      // Before an ending ة is written ت (جدتنا → جدة), a final ى is written ا (غطاها → غطى, read غطي),
      // and a verb's plural و drops its alef (أخذوه → أخذوا); these are looked up as they are,
      if (base.endsWith('ت')) pushNew(candidates, base.slice(0, -1) + 'ة');
      if (base.endsWith('ا')) pushNew(candidates, base.slice(0, -1) + 'ي');
      // and its bases are read from that plural (فينصحوهم → ينصحوا → ينصح).
      if (base.endsWith('و')) withoutPronoun.push(base + 'ا');
      const hamza = family ? hamzaOnLine(base, ending) : null;
      if (hamza !== null) pushNew(candidates, hamza);
    }
    for (const base of withoutPronoun) pushNew(candidates, base);
    for (const base of [core, ...withoutPronoun])
      for (const stem of endingBases(base, family)) pushNew(candidates, stem);
  }
  // A hollow verb's past drops its long vowel before a subject ending: قسنا → قاس (we measured),
  // زدنا → زاد, كنتم → كان.
  const hollow = /^([\u0621-\u064a])([\u0621-\u064a])(?:نا|تما|تم|تن)$/u.exec(form);
  if (hollow) pushNew(candidates, `${hollow[1]}ا${hollow[2]}`);
  for (const candidate of [form, ...candidates]) {
    const first = candidate[0] ?? '';
    // Three letters are left alone: other persons of نزن (we weigh) would reach يزن, but those of
    // تخت or نده reach اخت and يده, which were wrong in most of the sample read.
    if (!PRESENT_PREFIXES.includes(first) || candidate.length < ARABIC_MIN_CORE + 1) continue;
    for (const prefix of PRESENT_PREFIXES)
      if (prefix !== first) pushNew(candidates, prefix + candidate.slice(1));
  }
  return candidates.filter((candidate) => candidate !== form);
}
