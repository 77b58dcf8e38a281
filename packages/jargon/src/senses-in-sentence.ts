// A word's WordNet senses ordered by their fit to the sentence it stands in (docs/de-jargonizer.md
// "How a suggestion is chosen"): the part of speech the sentence gives the word (a tagger's reading,
// else a few patterns of the neighbours), then how many of the sentence's words the sense's gloss,
// examples and related words share, then WordNet's sense frequency. The meanings shown (meanings.ts)
// are the first of them, and a replacement may come from the first (alternatives.ts). Browser-safe.
import { sentenceContext } from './alternatives.ts';
import type { PartOfSpeech } from './english-inflections.ts';
import { stemOf, type Thesaurus } from './thesaurus.ts';
import type { WordReading } from './word-reading.ts';

export interface SenseInSentence {
  readonly synset: number;
  readonly pos: PartOfSpeech;
  readonly lemma: string;
  /** Sentence words the sense's gloss, examples, members or broader senses share. */
  readonly overlap: number;
  /** False when the sentence gives the word another part of speech (shown only when no sense has it). */
  readonly posFits: boolean;
}

/**
 * The senses of `form` (lowercase), best fit first; without a sentence, in WordNet's order. With a
 * reading whose lemma WordNet knows, the senses are that lemma's (and the form's own, when it is a
 * lemma of the part of speech read): liver is not "live" + er, mice is mouse.
 */
export function sensesInSentence(thesaurus: Thesaurus, form: string, sentence?: string, reading?: WordReading | null): SenseInSentence[] {
  const lemmas = lemmasToRead(thesaurus, form, reading ?? null);
  const context = sentence === undefined ? null : sentenceContext(sentence, form);
  const pos: ReadonlySet<PartOfSpeech> | null = reading?.pos ? new Set([reading.pos]) : (context?.pos ?? null);
  const stems = context?.stems ?? new Set<string>();
  const ownStems = new Set([form, ...lemmas.map(({ lemma }) => lemma)].map((word) => stemOf(word)));
  const seen = new Set<number>();
  const senses: (SenseInSentence & { order: number })[] = [];
  for (const { lemma, parts } of lemmas) {
    for (const sense of thesaurus.sensesOf(lemma)) {
      if (!parts.includes(sense.pos) || seen.has(sense.synset)) continue;
      seen.add(sense.synset);
      const overlap = stems.size === 0 ? 0 : overlapOf(thesaurus, sense.synset, stems, ownStems);
      senses.push({ synset: sense.synset, pos: sense.pos, lemma, overlap, posFits: pos === null || pos.has(sense.pos), order: senses.length });
    }
  }
  // The sentence never leaves the word emptier: when no sense has the part of speech read, all stay.
  const anyFits = senses.some((sense) => sense.posFits);
  return senses
    .filter((sense) => sense.posFits || !anyFits)
    .sort((a, b) => b.overlap - a.overlap || a.order - b.order)
    .map(({ order: _order, ...sense }) => sense);
}

/** The lemmas whose senses are read, with the parts of speech each may be. */
function lemmasToRead(thesaurus: Thesaurus, form: string, reading: WordReading | null): { lemma: string; parts: readonly PartOfSpeech[] }[] {
  const byRules = thesaurus.lemmasOf(form).map(({ lemma, pos }) => ({ lemma, parts: pos }));
  if (reading === null || thesaurus.sensesOf(reading.lemma).length === 0) return byRules;
  const all: PartOfSpeech[] = ['n', 'v', 'a', 'r'];
  const lemmas = [{ lemma: reading.lemma, parts: all }];
  // A participle or comparative the tagger reads as an adjective may be a lemma itself ("glazed", "latent").
  if (reading.lemma !== form && reading.pos !== null && thesaurus.sensesOf(form).some((sense) => sense.pos === reading.pos)) {
    lemmas.push({ lemma: form, parts: [reading.pos] });
  }
  return lemmas;
}

/** Sentence stems found in the sense's gloss and examples, its members and the members of its broader senses. */
function overlapOf(thesaurus: Thesaurus, synset: number, stems: ReadonlySet<string>, ownStems: ReadonlySet<string | null>): number {
  const senseStems = new Set<string>(thesaurus.glossStemsOf(synset));
  for (const related of [synset, ...thesaurus.relatedOf(synset)]) {
    for (const member of thesaurus.membersOf(related)) {
      const stem = stemOf(member);
      if (stem !== null) senseStems.add(stem);
    }
    if (related !== synset) for (const stem of thesaurus.glossStemsOf(related)) senseStems.add(stem);
  }
  let overlap = 0;
  for (const stem of senseStems) if (stems.has(stem) && !ownStems.has(stem)) overlap++;
  return overlap;
}
