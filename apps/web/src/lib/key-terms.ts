// The writer's key terms in a multipart form (Multiple Texts, Compare; docs/de-jargonizer.md "Key
// terms and explained terms"). Plain string work: adding a term to the list, which reads it with
// the measure's tokenizer, is key-term-check.ts, fetched when the field is used.

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
