// Hebrew verb and suffixed forms (docs/de-jargonizer.md "Hebrew word forms"): the subtitle
// counts hold a family's commonest forms, so למדתם, תלמדו or בשבילכם can be missing while למדתי,
// ילמד or בשביל are there. An unknown form gets candidate forms of its own family — the same
// core with the other person endings and tense prefixes — and counts by the best listed one.
// Every rule keeps a core of at least three letters (a root), so a rare word cannot reach an
// unrelated short word by losing letters; candidates are only ever looked up, never trusted.
import { hebrewBaseForms } from './hebrew.ts';

const FINAL_LETTERS: Readonly<Record<string, string>> = { כ: 'ך', מ: 'ם', נ: 'ן', פ: 'ף', צ: 'ץ' };

/** A core cut out of a word keeps its medial last letter; standing alone it takes the final shape. */
function finalised(core: string): string {
  const last = core.at(-1) ?? '';
  const final = FINAL_LETTERS[last];
  return final === undefined ? core : core.slice(0, -1) + final;
}

/** A root has three letters: no rule may leave less (two only where a long suffix went, below). */
const MIN_CORE = 3;

// Past tense: the person endings on the third-person masculine form (למדתי, למדנו → למד).
const PAST_ENDINGS = ['תי', 'נו', 'תם', 'תן', 'ת', 'ו', 'ה'];
const PAST_SIBLINGS = ['תי', 'נו', 'ו', 'ה', 'ת'];
// Roots ending in ה (ראה, קנה, הראה) take י before the ending: ראיתי, קנינו, הראינו.
const PAST_ENDINGS_AFTER_YOD = ['יתי', 'ינו', 'יתם', 'יתן', 'ית'];
// Future: a person prefix, and for some persons an ending (תלמדו, נלמד, תלמדי, תלמדנה).
const FUTURE_PREFIXES = ['י', 'ת', 'נ', 'א'];
const FUTURE_ENDINGS = ['ו', 'י', 'נה', ''];
// Pronoun endings: after a plural noun or a preposition that takes י (ילדיהם, עליכם, לפניהם) …
const ENDINGS_AFTER_YOD = ['יהם', 'יהן', 'יכם', 'יכן', 'ינו', 'יו', 'יה', 'יך', 'יי'];
// … and after a singular noun or other prepositions (ביתנו, בשבילכם, אותם, משפחתם). Not ן alone:
// it is bookish on a noun, the prepositions that take it are listed, and it ends many loanwords
// (בוזון would reach וזו).
const PLAIN_ENDINGS = ['הם', 'הן', 'כם', 'כן', 'נו', 'ם', 'ו', 'ה', 'ך', 'י'];

/**
 * Candidate forms of the same family for an unknown form without prefix letters, most specific
 * first: the plural, feminine and construct bases of hebrewBaseForms, then the verb and
 * pronoun-ending rules. The caller looks each up and keeps the best band.
 */
export function hebrewWordFormCandidates(word: string): string[] {
  const candidates = new Set<string>(hebrewBaseForms(word));
  const add = (candidate: string): void => {
    if (candidate !== word) candidates.add(candidate);
  };
  // Present of roots ending in ה: עושים, מתקשים → עושה, מתקשה
  if (word.endsWith('ים') && word.length > MIN_CORE + 1) add(`${word.slice(0, -2)}ה`);
  // The third-person past of hifil and hitpael is itself a core: הוסיף, התחיל → להוסיף, מתחיל
  if (word.startsWith('ה') && word.length > MIN_CORE) {
    add(`ל${word}`);
    add(`מ${word.slice(1)}`);
  }
  // An infinitive's present: לאוורר → מאוורר, להסביר → מסביר, להתחמם → מתחמם
  if (word.startsWith('ל') && word.length > MIN_CORE + 1) {
    const rest = word.slice(1);
    add(`מ${rest}`);
    if (rest.startsWith('ה')) add(`מ${rest.slice(1)}`);
  }
  addPastForms(word, add);
  // A bare third-person past of paal is itself a core: נבח → נובח, לנבוח
  if (word.length === MIN_CORE) addPatternForms(word, add);
  addFutureForms(word, add);
  for (const singular of presentSingulars(word)) addPresentForms(singular, add);
  addPronounBases(word, add);
  return [...candidates];
}

type Add = (candidate: string) => void;

function addPastForms(word: string, add: Add): void {
  for (const ending of PAST_ENDINGS_AFTER_YOD) {
    if (!word.endsWith(ending)) continue;
    const core = word.slice(0, -ending.length);
    if (core.length < MIN_CORE - 1) continue;
    // ראיתי → ראה, ראינו, ראיתי; הראינו → הראה
    add(`${core}ה`);
    for (const sibling of PAST_ENDINGS_AFTER_YOD) add(core + sibling);
  }
  for (const ending of PAST_ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const core = word.slice(0, -ending.length);
    if (core.length < MIN_CORE) continue;
    add(finalised(core));
    for (const sibling of PAST_SIBLINGS) add(core + sibling);
    addPatternForms(core, add);
  }
}

/** Cheap binyan patterns of a past core: the infinitive, present and future the list may hold instead. */
function addPatternForms(core: string, add: Add): void {
  const last = finalised(core.slice(-1));
  const head = core.slice(0, -1);
  if (core.length === MIN_CORE) {
    // paal: כתב → לכתוב, כותב, יכתוב
    add(`ל${head}ו${last}`);
    add(`${core.charAt(0)}ו${core.slice(1, -1)}${last}`);
    add(`י${head}ו${last}`);
  }
  if (core.startsWith('ה')) {
    // hifil: הסבר(תי) → הסביר, להסביר, מסביר; הבנ(תם) → הבין; הודיע(ה), התקשר(תם) → להודיע, להתקשר
    const stem = `${head}י${last}`;
    add(stem);
    add(`ל${stem}`);
    add(`מ${stem.slice(1)}`);
    add(`ל${finalised(core)}`);
    add(`מ${finalised(core.slice(1))}`);
  }
  if (core.length === MIN_CORE + 1 && core.startsWith('נ')) {
    // nifal: נרשמ(ה) → להירשם, יירשם
    const stem = finalised(core.slice(1));
    add(`להי${stem}`);
    add(`יי${stem}`);
  }
  if (core.length === MIN_CORE + 1 && core.charAt(1) === 'י') {
    // piel: דיבר(נו) → לדבר, מדבר
    const stem = finalised(core.charAt(0) + core.slice(2));
    add(`ל${stem}`);
    add(`מ${stem}`);
  }
}

const PRESENT_ENDINGS = ['ים', 'ות', 'ת', 'ה'];

/** The singular masculine present forms a word may be: itself, or without a plural or feminine ending. */
function presentSingulars(word: string): string[] {
  const singulars = [word];
  for (const ending of PRESENT_ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length > MIN_CORE) singulars.push(finalised(word.slice(0, -ending.length)));
  }
  return singulars;
}

/** A present form's infinitive and past: משקיע → להשקיע, מתכווץ → להתכווץ, מדבר → לדבר, שוכר → לשכור. */
function addPresentForms(present: string, add: Add): void {
  if (present.startsWith('מ') && present.length > MIN_CORE) {
    const rest = present.slice(1);
    add(`ל${rest}`);
    add(`לה${rest}`);
    add(`ה${rest}`);
  }
  if (present.length === MIN_CORE + 1 && present.charAt(1) === 'ו') {
    const core = present.charAt(0) + present.slice(2);
    add(core);
    add(`ל${core.slice(0, 2)}ו${core.charAt(2)}`);
  }
}

function addFutureForms(word: string, add: Add): void {
  if (!FUTURE_PREFIXES.includes(word.charAt(0))) return;
  const rest = word.slice(1);
  for (const ending of FUTURE_ENDINGS) {
    if (!rest.endsWith(ending)) continue;
    const stem = rest.slice(0, rest.length - ending.length);
    if (stem.length < MIN_CORE) continue;
    // The future stem with and without the ו of paal: כתב ⇄ כתוב (תכתבו, נכתוב).
    const variants = [stem];
    if (stem.length === MIN_CORE) variants.push(`${stem.slice(0, 2)}ו${stem.charAt(2)}`);
    if (stem.length === MIN_CORE + 1 && stem.charAt(2) === 'ו') variants.push(stem.slice(0, 2) + stem.charAt(3));
    for (const variant of variants) {
      // Not the remainder alone: יבול would reach בול. The future's own shapes keep the pattern.
      const alone = finalised(variant);
      for (const prefix of FUTURE_PREFIXES) add(prefix + alone);
      add(`ת${variant}ו`);
      add(`י${variant}ו`);
      add(`ל${alone}`); // infinitive: לדבר, ללמוד
      add(`לה${alone}`); // hifil infinitive: תסבירו → להסביר
    }
  }
}

function addPronounBases(word: string, add: Add): void {
  for (const [endings, afterYod] of [
    [ENDINGS_AFTER_YOD, true],
    [PLAIN_ENDINGS, false],
  ] as const) {
    for (const ending of endings) {
      if (!word.endsWith(ending)) continue;
      const base = word.slice(0, -ending.length);
      // A two-letter base (ידיו → יד, אביהם → אב) only where two or more letters went.
      if (base.length < (ending.length >= 2 ? MIN_CORE - 1 : MIN_CORE)) continue;
      add(finalised(base));
      if (afterYod) add(`${base}ים`);
      // Construct ת of a feminine noun: משפחתם → משפחה, עבודתנו → עבודה
      if (base.endsWith('ת')) add(`${base.slice(0, -1)}ה`);
      for (const sibling of endings) add(base + sibling);
    }
  }
}
