// Reading the writer's key terms as the measure reads words (docs/de-jargonizer.md "Key terms and
// explained terms"), apart from what follows from them (key-terms.ts: the uses, the explained
// terms and the adjusted score, with the explanation cues): a page needs the reading at once (the
// key-terms field, the editor's marks) and the rest only once there is text (docs/performance.md).
// Browser-safe.
import { MAX_KEY_TERM_LENGTH, MAX_KEY_TERM_WORDS, MAX_KEY_TERMS } from './key-term-limits.ts';
import { wordsOf } from './tokenizer.ts';

/** A key term as the writer gave it and as the measure reads it. */
export interface KeyTerm {
  /** As typed, trimmed. */
  readonly term: string;
  /** Lookup forms, space-separated. */
  readonly key: string;
}

/**
 * The writer's key terms, read as the measure reads words: trimmed, empty ones and repeats
 * (by lookup form) dropped, at most MAX_KEY_TERMS. A term with no word (digits, punctuation)
 * or more than MAX_KEY_TERM_WORDS words is dropped.
 */
export function readKeyTerms(written: readonly string[]): KeyTerm[] {
  const terms: KeyTerm[] = [];
  const keys = new Set<string>();
  for (const raw of written) {
    const term = raw.trim().slice(0, MAX_KEY_TERM_LENGTH);
    const forms = wordsOf(term);
    if (forms.length === 0 || forms.length > MAX_KEY_TERM_WORDS) continue;
    const key = forms.join(' ');
    if (keys.has(key)) continue;
    keys.add(key);
    terms.push({ term, key });
    if (terms.length === MAX_KEY_TERMS) break;
  }
  return terms;
}
