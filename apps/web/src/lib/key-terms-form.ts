// Key terms in a multipart form (Multiple Texts, Compare): one field, a term per line, as the
// server reads it (docs/de-jargonizer.md "Key terms and explained terms"). The server also splits
// at commas, so a comma inside a term becomes a space: the term's words, and so its key, stay the same.
export const KEY_TERMS_FIELD = 'keyTerms';

export function keyTermsFormValue(terms: readonly string[]): string {
  return terms.map((term) => term.replaceAll(',', ' ').trim()).join('\n');
}

/** Adds the field when there are key terms (a request without any stays as it was). */
export function appendKeyTerms(form: FormData, terms: readonly string[] | undefined): void {
  if (terms && terms.length > 0) form.append(KEY_TERMS_FIELD, keyTermsFormValue(terms));
}
