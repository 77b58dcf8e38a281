// Scores the "explained on first use" rules on the labelled sentences of explanation-eval-list.ts
// (docs/de-jargonizer.md "Key terms and explained terms"): for each sentence, whether the rules
// find its term explained, against the label. The term itself always counts as a candidate, so
// a term the word list happens to count as common still tests the cues; every other word is a
// candidate by its band, as in the product. Pure: the caller hands in the dictionary.
import { analyze } from '../src/classify.ts';
import type { Dictionary } from '../src/dictionary.ts';
import type { ExplanationCase } from './explanation-eval-list.ts';
import { findExplanations, occurrencesOf } from '../src/explained-terms.ts';
import { scriptOfPeriod } from '../src/text-script.ts';
import { wordsOf } from '../src/tokenizer.ts';

/** Precision and recall the rules must reach in each language. */
export const EXPLANATION_TARGETS = { precision: 0.9, recall: 0.9 } as const;

export interface ExplanationError {
  readonly error: 'false' | 'missed';
  readonly term: string;
  readonly text: string;
  /** The cue that fired, for a false explanation. */
  readonly cue?: string;
}

export interface ExplanationScore {
  readonly cases: number;
  readonly explained: number;
  readonly truePositives: number;
  readonly falsePositives: number;
  readonly misses: number;
  readonly precision: number;
  readonly recall: number;
  readonly errors: ExplanationError[];
}

export function scoreExplanations(cases: readonly ExplanationCase[], dictionary: Dictionary): ExplanationScore {
  const script = scriptOfPeriod(dictionary.code);
  let truePositives = 0;
  let falsePositives = 0;
  let misses = 0;
  const errors: ExplanationError[] = [];
  for (const [explained, term, text] of cases) {
    const analysis = analyze(text, dictionary);
    const forms = wordsOf(term);
    const termWords = new Set<number>();
    for (const use of occurrencesOf(analysis, forms, script)) for (let word = use; word < use + forms.length; word++) termWords.add(word);
    if (termWords.size === 0) throw new Error(`The term "${term}" is not in its sentence: ${text}`);
    const found = findExplanations(
      analysis,
      script,
      (word) => termWords.has(word) || analysis.wordBands[word] !== 'common',
      (word) => analysis.wordBands[word] === 'common' && !termWords.has(word),
      (word) => analysis.wordBands[word] === 'rare' || termWords.has(word),
    ).find((explanation) => [...termWords].some((word) => word >= explanation.first && word <= explanation.last));
    if (found && explained) truePositives++;
    else if (found) {
      falsePositives++;
      errors.push({ error: 'false', term, text, cue: found.cue });
    } else if (explained) {
      misses++;
      errors.push({ error: 'missed', term, text });
    }
  }
  const explainedCount = cases.filter(([explained]) => explained).length;
  return {
    cases: cases.length,
    explained: explainedCount,
    truePositives,
    falsePositives,
    misses,
    precision: truePositives + falsePositives === 0 ? 0 : truePositives / (truePositives + falsePositives),
    recall: explainedCount === 0 ? 0 : truePositives / explainedCount,
    errors,
  };
}

/** Whether a score meets both targets. */
export function meetsExplanationTargets(score: ExplanationScore): boolean {
  return score.precision >= EXPLANATION_TARGETS.precision && score.recall >= EXPLANATION_TARGETS.recall;
}
