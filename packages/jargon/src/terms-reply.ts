// A text's terms as the API sends them (docs/de-jargonizer.md "Key terms and explained terms"):
// the key terms sent and where they stand, the terms the text explains, and the figures adjusted
// for both; the analysis's own figures are untouched. The grading reply and the Compare API's
// both carry it.
import type { Terms } from '@scicomm/shared/de-jargonizer-api';
import type { Analysis } from './classify.ts';
import { readKeyTerms, termsOf } from './key-terms.ts';

export function termsReplyOf(analysis: Analysis, keyTerms: readonly string[]): Terms {
  const { keyTerms: keyTermUses, explainedTerms, adjusted } = termsOf(analysis, readKeyTerms(keyTerms));
  return { keyTerms: keyTermUses, explainedTerms, adjusted };
}
