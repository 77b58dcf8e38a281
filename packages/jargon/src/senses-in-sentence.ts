// A word's WordNet senses ordered by their fit to the sentence it stands in (docs/de-jargonizer.md
// "How a suggestion is chosen"): the part of speech the sentence gives the word (a tagger's reading,
// checked against a few patterns of the neighbours), then how many of the sentence's words the
// sense's gloss, examples and related words (members, broader and narrower senses) share, then
// WordNet's sense frequency. The meanings shown (meanings.ts) are the first of them, and a
// replacement may come from the first (alternatives.ts). Browser-safe.
import type { SentenceOfWord } from './sentence-context.ts';
import { sentenceContext, type SentenceContext } from './sentence-context.ts';
import type { PartOfSpeech } from './english-inflections.ts';
import { stemOf, type Thesaurus, type WordSense } from './thesaurus.ts';
import type { WordReading } from './word-reading.ts';

export interface SenseInSentence {
  readonly synset: number;
  readonly pos: PartOfSpeech;
  readonly lemma: string;
  /** WordNet's count of the sense (tagged occurrences in its corpus). */
  readonly count: number;
  /** Sentence words the sense's gloss, examples, members, broader or narrower senses share. */
  readonly overlap: number;
  /** False when the sentence gives the word another part of speech (shown only when no sense has it). */
  readonly posFits: boolean;
}

/**
 * The senses of `form` (lowercase), best fit first; without a sentence, in WordNet's order. With a
 * reading whose lemma WordNet knows, the senses are that lemma's (and the form's own, when it is a
 * lemma of the part of speech read): liver is not "live" + er, mice is mouse.
 */
export function sensesInSentence(
  thesaurus: Thesaurus,
  form: string,
  sentence?: SentenceOfWord,
  reading?: WordReading | null,
  /** The sentence already read for `form` (sentenceContext), when the caller has it. */
  read?: SentenceContext | null,
): SenseInSentence[] {
  const lemmas = lemmasToRead(thesaurus, form, reading ?? null);
  const seen = new Set<number>();
  const found: { sense: WordSense; lemma: string }[] = [];
  for (const { lemma, parts } of lemmas) {
    for (const sense of thesaurus.sensesOf(lemma)) {
      if (!parts.includes(sense.pos) || seen.has(sense.synset)) continue;
      seen.add(sense.synset);
      found.push({ sense, lemma });
    }
  }
  // A word WordNet lacks has no sense in any sentence: its sentence is not read.
  if (found.length === 0) return [];
  const text = typeof sentence === 'function' ? sentence() : sentence;
  const context = read !== undefined ? read : text === undefined ? null : sentenceContext(text, form);
  const stems = context?.stems ?? new Set<string>();
  const ownStems = new Set([form, ...lemmas.map(({ lemma }) => lemma)].map((word) => stemOf(word)));
  const pos = partsOfSpeechRead(
    form,
    found.map(({ sense }) => sense),
    reading?.pos ?? null,
    context?.pos ?? null,
  );
  const senses = found.map(({ sense, lemma }, order) => ({
    synset: sense.synset,
    pos: sense.pos,
    lemma,
    count: sense.count,
    overlap: stems.size === 0 ? 0 : overlapOf(thesaurus, sense.synset, stems, ownStems),
    posFits: pos === null || pos.has(sense.pos),
    order,
  }));
  // The sentence never leaves the word emptier: when no sense has the part of speech read, all stay.
  const anyFits = senses.some((sense) => sense.posFits);
  return senses
    .filter((sense) => sense.posFits || !anyFits)
    .sort((a, b) => b.overlap - a.overlap || a.order - b.order)
    .map(({ order: _order, ...sense }) => sense);
}

/**
 * The senses worth showing: the best fit, then the others but those no science text means — a sense
 * WordNet marks slang, colloquial or archaic ("deck": a packet of drugs; "stiff": very drunk) — and,
 * when the best fit is a sense WordNet saw used often, those it never saw used and the sentence does
 * not point at ("layer": a hen that lays eggs). The first always stays: never emptier than the word.
 */
export const DOMINANT_COUNT = 5;

export function plausibleSenses(thesaurus: Thesaurus, senses: readonly SenseInSentence[]): SenseInSentence[] {
  const formal = senses.filter((sense) => !thesaurus.isInformalSense(sense.synset));
  const kept = formal.length > 0 ? formal : [...senses];
  const first = kept[0];
  if (first === undefined || first.count < DOMINANT_COUNT) return kept;
  return kept.filter((sense, index) => index === 0 || sense.overlap > 0 || sense.count > 0);
}

/**
 * The parts of speech the sentence gives the word. The tagger's, unless the neighbours' patterns
 * exclude it ("the most salient details": not a noun) or WordNet never saw the word so while it saw
 * it otherwise ("The liver stores …" read as an adjective): then those parts as well. An -ing form
 * read as a noun may be the verb's ("calving at the front of the glacier").
 */
function partsOfSpeechRead(
  form: string,
  senses: readonly WordSense[],
  tagged: PartOfSpeech | null,
  patterns: ReadonlySet<PartOfSpeech> | null,
): ReadonlySet<PartOfSpeech> | null {
  if (tagged === null) return patterns;
  const read = new Set<PartOfSpeech>([tagged]);
  if (patterns !== null && !patterns.has(tagged)) for (const part of patterns) read.add(part);
  const seenSo = senses.some((sense) => sense.pos === tagged && sense.count > 0);
  if (!seenSo) for (const sense of senses) if (sense.count > 0 && (patterns === null || patterns.has(sense.pos))) read.add(sense.pos);
  if (tagged === 'n' && form.endsWith('ing')) read.add('v');
  return read;
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
  // An -ing noun's verb ("calving": calve).
  if (reading.pos === 'n' && form.endsWith('ing')) {
    for (const found of byRules) if (found.lemma !== reading.lemma && found.parts.includes('v')) lemmas.push({ lemma: found.lemma, parts: ['v'] });
  }
  return lemmas;
}

/** Sentence stems found in the sense's gloss and examples, its members and those of its broader and narrower senses. */
function overlapOf(thesaurus: Thesaurus, synset: number, stems: ReadonlySet<string>, ownStems: ReadonlySet<string | null>): number {
  const found = new Set<string>();
  const read = (stem: string | null) => {
    if (stem !== null && stems.has(stem) && !ownStems.has(stem)) found.add(stem);
  };
  for (const stem of thesaurus.glossStemsOf(synset)) read(stem);
  for (const related of [synset, ...thesaurus.relatedOf(synset), ...thesaurus.narrowerOf(synset)]) {
    for (const stem of thesaurus.memberStemsOf(related)) read(stem);
    if (related !== synset) for (const stem of thesaurus.glossStemsOf(related)) read(stem);
  }
  return found.size;
}
