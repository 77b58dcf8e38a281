// The key terms of a multipart form (group grading, Compare): one field, the terms one per line
// or separated by commas, checked like the JSON list (docs/de-jargonizer.md "Key terms and
// explained terms").
import { keyTermsSchema } from '@scicomm/shared/de-jargonizer-api';
import { badRequest } from '../http/errors.ts';

export function keyTermsOfField(value: string | undefined): string[] {
  const terms = (value ?? '')
    .split(/[,\n]/u)
    .map((term) => term.trim())
    .filter((term) => term !== '');
  const checked = keyTermsSchema.safeParse(terms);
  if (!checked.success) throw badRequest(checked.error.issues[0]?.message ?? 'Invalid key terms.', 'INVALID_KEY_TERMS');
  return checked.data;
}
