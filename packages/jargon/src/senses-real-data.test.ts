// A word's sense from its sentence on the real WordNet and winkNLP's tagger (docs/de-jargonizer.md
// "How a suggestion is chosen"): the lemma of irregular and inflected forms, the part of speech the
// sentence gives, the misfits a meaning list must not show, and replacements that are words and stay
// out of fixed terms.
import { beforeAll, describe, expect, it } from 'vitest';
import { alternatives } from './alternatives.ts';
import { buildDictionaries } from './build-dictionaries.ts';
import type { Dictionary } from './dictionary.ts';
import { loadDictionaries } from './load.ts';
import { meaningsOf } from './meanings.ts';
import { DEFAULT_PERIOD } from './period-code.ts';
import { readWordInSentence } from './word-reader.ts';

let dictionary: Dictionary;

beforeAll(() => {
  buildDictionaries();
  dictionary = loadDictionaries().get(DEFAULT_PERIOD);
}, 180_000);

const meanings = (word: string, sentence?: string) =>
  meaningsOf(word, dictionary, sentence, sentence === undefined ? null : readWordInSentence(sentence, word));
const replacements = (word: string, sentence: string) => alternatives(word, dictionary, 5, sentence).map((alternative) => alternative.word);

describe('the tagger', () => {
  it('reads the lemma and part of speech of a word in its sentence, a capitalised first word as a word', () => {
    expect(readWordInSentence('Mice lacking the gene grew fat.', 'mice')).toEqual({ lemma: 'mouse', pos: 'n' });
    expect(readWordInSentence('A bridge spanning the river was finished in 1890.', 'spanning')).toEqual({ lemma: 'span', pos: 'v' });
    expect(readWordInSentence('Stiffer rules followed the spill.', 'stiffer')).toEqual({ lemma: 'stiff', pos: 'a' });
    expect(readWordInSentence('The river flooded.', 'glacier')).toBeNull();
  });
});

describe('meanings by the sentence', () => {
  it('gives irregular and inflected forms the meanings of their lemma', () => {
    expect(meanings('spanning', 'A bridge spanning the river was finished in 1890.')[0]).toMatch(/extend over an area/u);
    expect(meanings('charred', 'Charred seeds show that people cooked at the site.').join(' | ')).toMatch(/burn/u);
    expect(meanings('offsetting', 'Offsetting emissions by planting trees is debated.').join(' | ')).toMatch(/compensate|counterbalance/u);
    expect(meanings('mice', 'Mice lacking the gene grew fat.')[0]).toMatch(/rodents/u);
    expect(meanings('stiffer', 'Older arteries are stiffer and raise blood pressure.')[0]).toMatch(/not moving or operating freely/u);
  });

  it('orders by the sentence’s sense and leaves out the misfits', () => {
    const cases: [word: string, sentence: string, first: RegExp, never: RegExp][] = [
      ['liver', 'The liver stores iron and releases it when the body needs it.', /glandular organ/u, /elastic|possessing life|reverberant/u],
      ['layer', 'A thin layer of ash covered the fields after the eruption.', /sheetlike|thickness/u, /hen that lays/u],
      ['deck', 'Waves washed over the deck of the research vessel.', /platforms built into a vessel/u, /illegal drugs/u],
      ['stiffer', 'Older arteries are stiffer and raise blood pressure.', /not moving/u, /very drunk/u],
    ];
    for (const [word, sentence, first, never] of cases) {
      const shown = meanings(word, sentence);
      expect(shown[0], word).toMatch(first);
      expect(shown.join(' | '), word).not.toMatch(never);
      expect(shown.length, word).toBeLessThanOrEqual(3);
    }
    // The reptile first (a narrower sense, sea turtle, shares "sea"); the sweater, which WordNet 3.1
    // lists first, stays second: no rule measured on the tuned parts drops it without dropping right senses.
    expect(meanings('turtles', 'Sea turtles return to the beach where they hatched.')[0]).toMatch(/reptiles/u);
  });

  it('never leaves the popover emptier than the word alone', () => {
    const cases: [string, string][] = [
      ['ferritin', 'Ferritin levels in the blood show how much iron the body stores.'],
      ['nectar', 'Bees turn nectar into honey.'],
      ['enveloped', 'The virus is enveloped in a fatty membrane.'],
      ['deflects', 'The magnetic field deflects charged particles from the Sun.'],
    ];
    for (const [word, sentence] of cases) {
      expect(meanings(word).length, word).toBeGreaterThan(0);
      expect(meanings(word, sentence).length, word).toBeGreaterThan(0);
    }
  });
});

describe('replacements from the sentence', () => {
  it('never offers a non-word or a word out of a fixed term or a measure', () => {
    expect(replacements('volatiles', 'Volatiles released by the leaves attract wasps.')).not.toContain('unstables');
    expect(replacements('membrane', 'The cell membrane controls what enters the cell.')).toEqual([]);
    // A table word closest to a sense the sentence does not point at: the cell's membrane is no film.
    expect(replacements('membrane', 'The membrane of the cell controls what enters it.')).not.toContain('film');
    expect(replacements('percent', 'About 40 percent of the patients improved.')).toEqual([]);
    expect(replacements('regenerated', 'The forest regenerated after the fire.')).not.toContain('renewed');
  });

  it('offers a common member of the sense the sentence points at', () => {
    expect(replacements('component', 'Each component of the engine was printed in metal.')).toEqual(['element']);
  });
});
