// The writer's key terms (docs/de-jargonizer.md "Key terms and explained terms"): adding one to
// the list, and the list in a multipart form (Multiple Texts, Compare). One module with the
// key-terms field, so the pages that show the field load them together.
import { MAX_KEY_TERM_LENGTH, MAX_KEY_TERMS, readKeyTerms } from '@scicomm/jargon';
import './strings/key-terms.ts';

/** The terms with `term` added, or why it cannot be: a message key. */
export function withKeyTerm(terms: readonly string[], term: string): { terms: string[] } | { problem: string } {
  const trimmed = term.trim();
  if (trimmed === '') return { problem: 'keyTermsField.empty' };
  if (trimmed.length > MAX_KEY_TERM_LENGTH) return { problem: 'keyTermsField.tooLong' };
  const [read] = readKeyTerms([trimmed]);
  if (!read) return { problem: 'keyTermsField.noWord' };
  if (readKeyTerms(terms).some((known) => known.key === read.key)) return { problem: 'keyTermsField.already' };
  if (terms.length >= MAX_KEY_TERMS) return { problem: 'keyTermsField.tooMany' };
  return { terms: [...terms, trimmed] };
}

// In a form: one field, a term per line, as the server reads it. The server also splits at
// commas, so a comma inside a term becomes a space: the term's words, and so its key, stay the same.
export const KEY_TERMS_FIELD = 'keyTerms';

export function keyTermsFormValue(terms: readonly string[]): string {
  return terms.map((term) => term.replaceAll(',', ' ').trim()).join('\n');
}

/** Adds the field when there are key terms (a request without any stays as it was). */
export function appendKeyTerms(form: FormData, terms: readonly string[] | undefined): void {
  if (terms && terms.length > 0) form.append(KEY_TERMS_FIELD, keyTermsFormValue(terms));
}
