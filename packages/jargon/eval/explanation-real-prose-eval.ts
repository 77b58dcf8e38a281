// Scores the explained-term marks on the real-prose passages of explanation-real-prose.ts
// (docs/de-jargonizer.md "Key terms and explained terms", "Real prose"): the marks the product
// makes (markedExplanations, by the words' bands), each against the passage's labels. A mark is
// right when its words lie within a term labelled explained and its explanation overlaps one of
// the places labelled as explaining it; any other mark is wrong. Recall counts the explained
// terms that got a right mark. Pure: the caller hands in the dictionary.
import { analyze, type Analysis } from '../src/classify.ts';
import type { Dictionary } from '../src/dictionary.ts';
import { markedExplanations, occurrencesOf } from '../src/explained-terms.ts';
import type { RealProsePassage } from './explanation-real-prose.ts';
import { scriptOfPeriod, type TextScript } from '../src/text-script.ts';
import { wordsOf } from '../src/tokenizer.ts';

/** The precision the marks must reach on real prose, in each language. */
export const REAL_PROSE_PRECISION_TARGET = 0.9;

export interface RealProseError {
  readonly error: 'wrong term' | 'wrong explanation' | 'missed';
  readonly term: string;
  /** The explanation the mark gave (for a wrong mark), or the labelled one (for a miss). */
  readonly explanation: string;
  readonly cue?: string;
  readonly source: string;
}

export interface RealProseScore {
  readonly passages: number;
  /** Terms labelled, explained or not. */
  readonly terms: number;
  readonly explained: number;
  readonly marks: number;
  readonly right: number;
  readonly wrong: number;
  readonly misses: number;
  /** Right marks over all marks (1 when there are none: no mark is wrong). */
  readonly precision: number;
  readonly recall: number;
  readonly errors: RealProseError[];
  /** Right and wrong marks of each cue: where precision comes from. */
  readonly byCue: ReadonlyMap<string, CueCount>;
  /** Rare words no label covers, "word (source)": the labels must cover every one. */
  readonly unlabelled: string[];
}

export interface CueCount {
  readonly right: number;
  readonly wrong: number;
}

interface LabelledTerm {
  readonly term: string;
  /** Word ranges [first, last] of its uses. */
  readonly uses: readonly (readonly [number, number])[];
  /** Offsets [start, end) of the explaining places. */
  readonly places: readonly (readonly [number, number])[];
}

export function scoreRealProse(passages: readonly RealProsePassage[], dictionary: Dictionary): RealProseScore {
  const script = scriptOfPeriod(dictionary.code);
  let terms = 0;
  let explained = 0;
  let marks = 0;
  let right = 0;
  const errors: RealProseError[] = [];
  const unlabelled: string[] = [];
  const byCue = new Map<string, CueCount>();
  const count = (cue: string, isRight: boolean): void => {
    const sum = byCue.get(cue) ?? { right: 0, wrong: 0 };
    byCue.set(cue, isRight ? { ...sum, right: sum.right + 1 } : { ...sum, wrong: sum.wrong + 1 });
  };
  for (const passage of passages) {
    const analysis = analyze(passage.text, dictionary);
    const labels = passage.explained.map(([term, places]) => labelled(analysis, script, passage, term, typeof places === 'string' ? [places] : places));
    const others = passage.unexplained.map((term) => labelled(analysis, script, passage, term, []));
    terms += labels.length + others.length;
    explained += labels.length;
    for (const word of rareWordsOutside(analysis, [...labels, ...others])) unlabelled.push(`${word} (${passage.source})`);
    const found = new Set<LabelledTerm>();
    for (const mark of markedExplanations(analysis, script)) {
      marks++;
      const term = analysis.text.slice(analysis.wordStarts[mark.first], analysis.wordEnds[mark.last]);
      const explanation = analysis.text.slice(mark.start, mark.end);
      const label = labels.find((candidate) => candidate.uses.some(([first, last]) => first <= mark.first && mark.last <= last));
      const isRight = label !== undefined && label.places.some(([start, end]) => mark.start < end && start < mark.end);
      count(mark.cue, isRight);
      if (label && isRight) {
        right++;
        found.add(label);
      } else {
        errors.push({ error: label ? 'wrong explanation' : 'wrong term', term, explanation, cue: mark.cue, source: passage.source });
      }
    }
    for (const label of labels) {
      if (found.has(label)) continue;
      const [start, end] = label.places[0] ?? [0, 0];
      errors.push({ error: 'missed', term: label.term, explanation: analysis.text.slice(start, end), source: passage.source });
    }
  }
  const missed = errors.filter((error) => error.error === 'missed').length;
  return {
    passages: passages.length,
    terms,
    explained,
    marks,
    right,
    wrong: marks - right,
    misses: missed,
    precision: marks === 0 ? 1 : right / marks,
    recall: explained === 0 ? 0 : (explained - missed) / explained,
    errors,
    byCue,
    unlabelled,
  };
}

/** A label's uses and explaining places in its passage; a label that is not in the text is an error in the set. */
function labelled(analysis: Analysis, script: TextScript, passage: RealProsePassage, term: string, places: readonly string[]): LabelledTerm {
  const forms = wordsOf(term);
  const uses = occurrencesOf(analysis, forms, script).map((first) => [first, first + forms.length - 1] as const);
  if (forms.length === 0 || uses.length === 0) throw new Error(`The term "${term}" is not in its passage (${passage.source})`);
  if (!uses.some(([first, last]) => analysis.wordBands.slice(first, last + 1).some((band) => band !== 'common'))) {
    throw new Error(`The term "${term}" is all common words: the measure never flags it (${passage.source})`);
  }
  const spans = places.map((place) => {
    const start = analysis.text.indexOf(place);
    if (start < 0) throw new Error(`The explanation "${place}" of "${term}" is not in its passage (${passage.source})`);
    return [start, start + place.length] as const;
  });
  return { term, uses, places: spans };
}

function rareWordsOutside(analysis: Analysis, labels: readonly LabelledTerm[]): string[] {
  const covered = new Set<number>();
  for (const label of labels) for (const [first, last] of label.uses) for (let word = first; word <= last; word++) covered.add(word);
  const outside: string[] = [];
  analysis.wordBands.forEach((band, word) => {
    if (band === 'rare' && !covered.has(word)) outside.push(analysis.text.slice(analysis.wordStarts[word], analysis.wordEnds[word]));
  });
  return [...new Set(outside)];
}

/** Wrong marks a row may have below the target: in a row of a few marks one wrong mark is below 0.9 by arithmetic alone. */
export const REAL_PROSE_WRONG_MARKS_ALLOWED = 1;

/** Whether a score meets the real-prose precision target: precision ≥ 0.9, or no more than one wrong mark. */
export function meetsRealProseTarget(score: Pick<RealProseScore, 'precision' | 'wrong'>): boolean {
  return score.precision >= REAL_PROSE_PRECISION_TARGET || score.wrong <= REAL_PROSE_WRONG_MARKS_ALLOWED;
}

type Row = readonly [name: string, score: RealProseScore];

/** Each language's rows (named "<language>, …") taken together: right marks over all marks. */
export function pooledByLanguage(rows: readonly Row[]): Map<string, { right: number; marks: number; precision: number }> {
  const pooled = new Map<string, { right: number; marks: number; precision: number }>();
  for (const [name, score] of rows) {
    const language = name.split(',')[0] ?? name;
    const sum = pooled.get(language) ?? { right: 0, marks: 0, precision: 1 };
    const right = sum.right + score.right;
    const marks = sum.marks + score.marks;
    pooled.set(language, { right, marks, precision: marks === 0 ? 1 : right / marks });
  }
  return pooled;
}

/** Each language's rows taken together, cue by cue: right and wrong marks, most marks first. */
export function cuesByLanguage(rows: readonly Row[]): Map<string, [cue: string, count: CueCount][]> {
  const sums = new Map<string, Map<string, CueCount>>();
  for (const [name, score] of rows) {
    const language = name.split(',')[0] ?? name;
    const cues = sums.get(language) ?? new Map<string, CueCount>();
    for (const [cue, { right, wrong }] of score.byCue) {
      const sum = cues.get(cue) ?? { right: 0, wrong: 0 };
      cues.set(cue, { right: sum.right + right, wrong: sum.wrong + wrong });
    }
    sums.set(language, cues);
  }
  const total = ({ right, wrong }: CueCount): number => right + wrong;
  return new Map([...sums].map(([language, cues]) => [language, [...cues].sort((a, b) => total(b[1]) - total(a[1]))]));
}

/**
 * What misses the real-prose target, each named: a row below precision 0.9 with more than one wrong
 * mark (every row, the set the rules were fitted on and each set written after a change), a language
 * whose rows written after a change are below 0.9 together, and a row with a rare word left unlabelled.
 */
export function realProseFailures(fittedOn: readonly Row[], writtenAfter: readonly Row[]): string[] {
  const failures: string[] = [];
  for (const [name, score] of [...fittedOn, ...writtenAfter]) {
    if (!meetsRealProseTarget(score)) failures.push(`${name}: precision ${score.precision.toFixed(3)}, ${score.wrong} wrong marks`);
    if (score.unlabelled.length > 0) failures.push(`${name}: ${score.unlabelled.length} rare words unlabelled`);
  }
  for (const [language, pooled] of pooledByLanguage(writtenAfter)) {
    if (pooled.precision < REAL_PROSE_PRECISION_TARGET) failures.push(`${language}, rows written after a change together: precision ${pooled.precision.toFixed(3)} (${pooled.right} of ${pooled.marks})`);
  }
  return failures;
}
