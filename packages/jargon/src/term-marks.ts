// Which words of a line are uses of a key term or of an explained term, for a view that gives
// them their own style (docs/de-jargonizer.md "Key terms and explained terms"). Terms are matched
// by lookup form as termsOf counts their uses (in Hebrew also with prefix letters), one line at a
// time, so an editor can mark the line a key changed without reading the rest. Browser-safe.
import { stripHebrewPrefixes } from './hebrew.ts';
import { sameForm } from './term-forms.ts';
import type { TextScript } from './text-script.ts';

export type TermKind = 'key' | 'explained';

/** What a line offers: its words' lookup forms. */
export interface FormsOfLine {
  readonly cleanedWords: readonly string[];
}

export interface TermMarker {
  /** The kind of term each word of the line belongs to (null: none), or null when no word does. */
  marksOf(line: FormsOfLine): readonly (TermKind | null)[] | null;
}

interface IndexedTerm {
  readonly forms: readonly string[];
  readonly kind: TermKind;
}

const variantsOf = (form: string, script: TextScript): string[] => (script === 'Hebrew' ? [form, ...stripHebrewPrefixes(form)] : [form]);

/**
 * A marker for terms given by their keys (lookup forms, space-separated). A key term wins over
 * an explained term of the same words, as termsOf lists it once, under key terms.
 */
export function termMarker(script: TextScript, keyTermKeys: readonly string[], explainedKeys: readonly string[]): TermMarker {
  const byFirstForm = new Map<string, IndexedTerm[]>();
  const add = (key: string, kind: TermKind) => {
    const forms = key.split(' ');
    for (const variant of variantsOf(forms[0] ?? '', script)) {
      const list = byFirstForm.get(variant) ?? [];
      list.push({ forms, kind });
      byFirstForm.set(variant, list);
    }
  };
  for (const key of keyTermKeys) add(key, 'key');
  for (const key of explainedKeys) add(key, 'explained');
  // Longer terms first, and a key term before an explained one of the same length.
  for (const list of byFirstForm.values()) list.sort((a, b) => b.forms.length - a.forms.length || (a.kind === 'key' ? -1 : 1));
  return {
    marksOf(line) {
      if (byFirstForm.size === 0) return null;
      const words = line.cleanedWords;
      let marks: (TermKind | null)[] | null = null;
      for (let word = 0; word < words.length; word++) {
        const found = termAt(words, word, byFirstForm, script);
        if (!found) continue;
        marks ??= new Array<TermKind | null>(words.length).fill(null);
        for (let offset = 0; offset < found.forms.length; offset++) if (marks[word + offset] !== 'key') marks[word + offset] = found.kind;
      }
      return marks;
    },
  };
}

function termAt(words: readonly string[], word: number, byFirstForm: ReadonlyMap<string, IndexedTerm[]>, script: TextScript): IndexedTerm | null {
  let best: IndexedTerm | null = null;
  for (const variant of variantsOf(words[word] ?? '', script)) {
    for (const term of byFirstForm.get(variant) ?? []) {
      if (word + term.forms.length > words.length) continue;
      let matches = true;
      for (let offset = 1; offset < term.forms.length && matches; offset++) matches = sameForm(words[word + offset] ?? '', term.forms[offset] ?? '', script);
      if (matches && (!best || term.forms.length > best.forms.length || (term.forms.length === best.forms.length && term.kind === 'key'))) best = term;
    }
  }
  return best;
}

/** Whether two lines' marks are the same (both null when no word is a term). */
export function sameMarks(a: readonly (TermKind | null)[] | null, b: readonly (TermKind | null)[] | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}
