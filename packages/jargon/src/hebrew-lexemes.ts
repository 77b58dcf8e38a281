// Lexeme counts for the Hebrew bands (docs/de-jargonizer.md "Hebrew families"). The subtitle
// list counts each written form apart, and a Hebrew word is written in dozens of forms (prefix
// letters, plural, construct, pronoun and person endings), so an everyday word can have no form
// above the common cut-off while the English word it translates, with a handful of forms, has.
// A listed form is therefore banded by the count of its lexeme: its prefix family (familyHead in
// hebrew-builder.ts) together with the families of the same stem under other endings, or of its
// verb relatives. Build-time only.
import { hebrewWordFormCandidates } from './hebrew-word-forms.ts';

/** A stem keeps three letters (a root), so short words (גן, גני) gather no family. */
const MIN_STEM = 3;

// One stem, these endings: plural, feminine, construct, pronoun and past-person endings, and the
// feminine -יה whose plural is -יות (סופגנייה, סופגניות). Not י alone: it also makes an adjective,
// a new word that science uses (אטום → אטומי, כליה → כלייתי).
const STEM_ENDINGS = ['', 'ים', 'ות', 'ה', 'ת', 'ו', 'נו', 'כם', 'הם', 'תי', 'יה'] as const;

const FINAL_LETTERS: Readonly<Record<string, string>> = { כ: 'ך', מ: 'ם', נ: 'ן', פ: 'ף', צ: 'ץ' };
const MEDIAL_LETTERS: Readonly<Record<string, string>> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };

function withLastLetter(word: string, shapes: Readonly<Record<string, string>>): string {
  const last = word.at(-1) ?? '';
  return word.slice(0, -1) + (shapes[last] ?? last);
}

/**
 * A stem ending in נ or ת with an ending that begins with the same letter reads as a root that
 * ends in it too: תכננו is "we planned" (תכנן) as well as "our תכנ־"; such a form is left out.
 */
function endingReadsAsRoot(stem: string, ending: string): boolean {
  const first = ending.charAt(0);
  return (first === 'נ' || first === 'ת') && stem.at(-1) === first;
}

/** The stems a form may be: itself (its last letter medial) or without one of STEM_ENDINGS. */
export function hebrewStems(form: string): string[] {
  const stems = new Set<string>();
  for (const ending of STEM_ENDINGS) {
    if (!form.endsWith(ending)) continue;
    const stem =
      ending === '' ? withLastLetter(form, MEDIAL_LETTERS) : form.slice(0, -ending.length);
    if (stem.length >= MIN_STEM && !endingReadsAsRoot(stem, ending)) stems.add(stem);
  }
  return [...stems];
}

/** Every form of a stem under STEM_ENDINGS (שולחנ → שולחן, שולחנות …). */
export function formsOfStem(stem: string): string[] {
  return STEM_ENDINGS.filter((ending) => !endingReadsAsRoot(stem, ending)).map((ending) =>
    ending === '' ? withLastLetter(stem, FINAL_LETTERS) : stem + ending,
  );
}

/**
 * Each listed form's lexeme count: the largest of (a) its prefix family's count and (b) for each
 * stem it may have, the counts of the prefix families of that stem's listed forms, added up, and
 * (c) its family with the prefix families of its verb and inflection relatives (hebrew-word-forms.ts),
 * except the relative without a final י (an adjective's noun). Only relatives that head a family
 * count: a relative that is itself a prefixed form (לטום, read as ל + טום) would bring an unrelated
 * word's family. `headOf` gives a form's prefix family head.
 */
export function lexemeCounts(
  counts: ReadonlyMap<string, number>,
  headOf: (form: string) => string,
): Map<string, number> {
  const heads = new Map<string, string>();
  const familyTotals = new Map<string, number>();
  for (const [form, count] of counts) {
    const head = headOf(form);
    heads.set(form, head);
    familyTotals.set(head, (familyTotals.get(head) ?? 0) + count);
  }
  const familyOf = (form: string): number =>
    heads.get(form) === form ? (familyTotals.get(form) ?? 0) : 0;
  const byHead = new Map<string, number>();
  for (const head of familyTotals.keys()) byHead.set(head, lexemeOfHead(head, familyOf));
  const lexemes = new Map<string, number>();
  for (const [form, head] of heads) lexemes.set(form, byHead.get(head) ?? 0);
  return lexemes;
}

function lexemeOfHead(head: string, familyOf: (form: string) => number): number {
  let best = familyOf(head);
  for (const stem of hebrewStems(head)) {
    let total = 0;
    for (const form of formsOfStem(stem)) total += familyOf(form);
    best = Math.max(best, total);
  }
  const adjectiveNoun = head.endsWith('י')
    ? withLastLetter(head.slice(0, -1), FINAL_LETTERS)
    : null;
  const relatives = new Set(
    hebrewWordFormCandidates(head).filter(
      (form) => form.length >= MIN_STEM && form !== adjectiveNoun,
    ),
  );
  relatives.delete(head);
  let withRelatives = familyOf(head);
  for (const relative of relatives) withRelatives += familyOf(relative);
  return Math.max(best, withRelatives);
}
