// Adding a key term to the writer's list (docs/de-jargonizer.md "Key terms and explained terms"):
// the term is read as the measure reads words, so this needs the jargon package's tokenizer. It
// lives apart from the field and the form helpers (key-terms.ts) and goes with the measure's chunk
// (apps/web/vite.config.ts): the key-terms field fetches it when the writer first uses it, so a
// page that only shows the field (Compare, Multiple Texts) leaves the measure out of its first
// visit (docs/performance.md). It says why a term cannot be added by a code, not a message key,
// so that it brings no strings into the measure's chunk: the field words it.
import { MAX_KEY_TERM_LENGTH, MAX_KEY_TERMS } from '@scicomm/jargon/key-term-limits';
import { readKeyTerms } from '@scicomm/jargon/key-term-reading';

/** Why a term cannot be added; the field shows the message of that name (locales/key-terms). */
export type KeyTermProblem = 'empty' | 'tooLong' | 'noWord' | 'already' | 'tooMany';

/** The terms with `term` added, or why it cannot be. */
export function withKeyTerm(terms: readonly string[], term: string): { terms: string[] } | { problem: KeyTermProblem } {
  const trimmed = term.trim();
  if (trimmed === '') return { problem: 'empty' };
  if (trimmed.length > MAX_KEY_TERM_LENGTH) return { problem: 'tooLong' };
  const [read] = readKeyTerms([trimmed]);
  if (!read) return { problem: 'noWord' };
  if (readKeyTerms(terms).some((known) => known.key === read.key)) return { problem: 'already' };
  if (terms.length >= MAX_KEY_TERMS) return { problem: 'tooMany' };
  return { terms: [...terms, trimmed] };
}
