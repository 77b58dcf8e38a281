// Scores an analyser against the labelled sentences (labelled-sentences.ts): part-of-speech
// accuracy on the chosen tokens, entity precision and recall by type (an entity is found when
// one of the same type overlaps its words), and sentence splits (the item's sentences exactly).
// Used by compare-libraries.ts to choose the library and by the layer's test as a floor.
import type { LabelledEntityType, LabelledSentence } from './labelled-sentences.ts';

export interface AnalyserOutput {
  sentences: string[];
  tokens: { text: string; pos: string }[];
  entities: { type: string; start: number; end: number }[];
  /** Connectors with their use, when the analyser reads them (the layer does). */
  connectors?: { text: string; use: string }[];
}

export type Analyser = (text: string) => AnalyserOutput;

export interface Score {
  pos: { correct: number; total: number; misses: string[] };
  entities: Record<LabelledEntityType, { truePositives: number; labelled: number; predicted: number }>;
  entityMisses: string[];
  sentences: { correct: number; total: number };
  connectors: { correct: number; total: number; misses: string[] };
}

const entityTypes: readonly LabelledEntityType[] = ['date', 'quantity', 'percent', 'organisation', 'person'];

export function score(analyser: Analyser, items: readonly LabelledSentence[]): Score {
  const result: Score = {
    pos: { correct: 0, total: 0, misses: [] },
    entities: Object.fromEntries(entityTypes.map((type) => [type, { truePositives: 0, labelled: 0, predicted: 0 }])) as Score['entities'],
    entityMisses: [],
    sentences: { correct: 0, total: 0 },
    connectors: { correct: 0, total: 0, misses: [] },
  };
  for (const item of items) {
    const output = analyser(item.text);
    for (const [word, expected, nth = 0] of item.pos ?? []) {
      result.pos.total++;
      const matches = output.tokens.filter((token) => token.text.replace(/\.$/, '') === word.replace(/\.$/, ''));
      const actual = matches[nth]?.pos ?? '(none)';
      if (actual === expected) result.pos.correct++;
      else result.pos.misses.push(`${word}: ${actual} ≠ ${expected} in “${item.text}”`);
    }
    if (item.entities) {
      const labelled = item.entities.map(([words, type]) => {
        const start = item.text.indexOf(words);
        return { type, start, end: start + words.length, words };
      });
      for (const type of entityTypes) {
        const expected = labelled.filter((entity) => entity.type === type);
        const predicted = output.entities.filter((entity) => entity.type === type);
        const tally = result.entities[type];
        tally.labelled += expected.length;
        tally.predicted += predicted.length;
        for (const entity of expected) {
          if (predicted.some((found) => found.start < entity.end && entity.start < found.end)) tally.truePositives++;
          else result.entityMisses.push(`missed ${type} “${entity.words}” in “${item.text}”`);
        }
        for (const found of predicted) {
          if (!expected.some((entity) => found.start < entity.end && entity.start < found.end))
            result.entityMisses.push(`extra ${type} “${item.text.slice(found.start, found.end)}” in “${item.text}”`);
        }
      }
    }
    if (item.connectors && output.connectors) {
      for (const [words, expected] of item.connectors) {
        result.connectors.total++;
        const found = output.connectors.find((connector) => connector.text.toLowerCase() === words.toLowerCase());
        const actual = found?.use ?? null;
        if (actual === expected) result.connectors.correct++;
        else result.connectors.misses.push(`“${words}”: ${actual} ≠ ${expected} in “${item.text}”`);
      }
    }
    if (item.sentences) {
      result.sentences.total++;
      const same =
        output.sentences.length === item.sentences.length &&
        output.sentences.every((sentence, index) => sentence.trim() === item.sentences![index]);
      if (same) result.sentences.correct++;
    }
  }
  return result;
}

/** Precision and recall over all entity types together. */
export function entityTotals(result: Score): { precision: number; recall: number } {
  let truePositives = 0;
  let labelled = 0;
  let predicted = 0;
  for (const tally of Object.values(result.entities)) {
    truePositives += tally.truePositives;
    labelled += tally.labelled;
    predicted += tally.predicted;
  }
  // A predicted entity that overlaps a labelled one of its type is correct; misses listed as "extra" are not.
  const extras = result.entityMisses.filter((line) => line.startsWith('extra')).length;
  const predictedCorrect = predicted - extras;
  return { precision: predicted === 0 ? 1 : predictedCorrect / predicted, recall: labelled === 0 ? 1 : truePositives / labelled };
}
