// One word of a term against one word of a text, as the key terms' uses, the explained terms and
// the editor's term marks compare them (docs/de-jargonizer.md "Key terms and explained terms"):
// on its own, so that the marks (term-marks.ts) need none of the explanation cues. Browser-safe.
import { stripHebrewPrefixes } from './hebrew.ts';
import type { TextScript } from './text-script.ts';

/** Whether a written form is the wanted one (in Hebrew, also with prefix letters on either). */
export function sameForm(written: string, wanted: string, script: TextScript): boolean {
  if (written === wanted) return true;
  if (script !== 'Hebrew') return false;
  const bare = (form: string): string[] => [form, ...stripHebrewPrefixes(form)];
  const wantedForms = bare(wanted);
  return bare(written).some((form) => wantedForms.includes(form));
}
