// One word of a term against one word of a text, as the key terms' uses, the explained terms and
// the editor's term marks compare them (docs/de-jargonizer.md "Key terms and explained terms"):
// on its own, so that the marks (term-marks.ts) need none of the explanation cues. Browser-safe.
import { normaliseArabicForm, stripArabicClitics } from './arabic.ts';
import { stripHebrewPrefixes } from './hebrew.ts';
import type { TextScript } from './text-script.ts';

/** A shared bare form must keep a root's three letters: كتاب and وتاب are not one word by تاب. */
const MIN_SHARED_ARABIC = 3;

/**
 * Whether a written form is the wanted one: in Hebrew also with prefix letters on either; in Arabic
 * with letters folded as the lookup folds them (harakat, tatweel, alef forms) and clitics (و ف ب ك ل,
 * ال) on either (بالسُّدم, السدم, سدم).
 */
export function sameForm(written: string, wanted: string, script: TextScript): boolean {
  if (written === wanted) return true;
  if (script === 'Arabic') {
    const wantedForms = arabicBareForms(wanted);
    return arabicBareForms(written).some(
      (form) => form.length >= MIN_SHARED_ARABIC && wantedForms.includes(form),
    );
  }
  if (script !== 'Hebrew') return false;
  const bare = (form: string): string[] => [form, ...stripHebrewPrefixes(form)];
  const wantedForms = bare(wanted);
  return bare(written).some((form) => wantedForms.includes(form));
}

/** Bare forms of Arabic words met lately: a text's uses compare each word with every term, and its words repeat. */
const arabicBareCache = new Map<string, readonly string[]>();
const ARABIC_BARE_CACHE_SIZE = 20_000;

/** An Arabic form folded as the lookup folds it, then without each clitic run (بالسدم → السدم, سدم). */
function arabicBareForms(form: string): readonly string[] {
  const cached = arabicBareCache.get(form);
  if (cached) return cached;
  const normal = normaliseArabicForm(form);
  const forms = [normal, ...stripArabicClitics(normal)];
  if (arabicBareCache.size >= ARABIC_BARE_CACHE_SIZE) arabicBareCache.clear();
  arabicBareCache.set(form, forms);
  return forms;
}
