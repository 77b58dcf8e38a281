import { describe, expect, it } from 'vitest';
import { labelledSentences } from '../../eval/language/labelled-sentences.ts';
import { entityTotals, score } from '../../eval/language/score.ts';
import { analyseText, entitiesOf, sentenceAt, sentenceTokens, textLanguage } from './analyse.ts';

function entities(text: string): string[] {
  return analyseText(text).entities.map((entity) => `${entity.type}:${entity.text}`);
}

function connectorUses(text: string): string[] {
  return analyseText(text).connectors.map((connector) => `${connector.use}:${connector.text}`);
}

describe('language analysis', () => {
  it('splits sentences with their offsets, keeping "Dr." and "et al." inside', () => {
    const text = 'Dr. Cohen leads the lab. Smith et al. showed it in rats. We repeated it.';
    const analysis = analyseText(text);
    expect(analysis.sentences.map((sentence) => sentence.text)).toEqual([
      'Dr. Cohen leads the lab.',
      'Smith et al. showed it in rats.',
      'We repeated it.',
    ]);
    for (const sentence of analysis.sentences) expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
    expect(sentenceTokens(analysis, 2).map((token) => token.text)).toEqual(['We', 'repeated', 'it', '.']);
    expect(sentenceAt(analysis, text.indexOf('rats'))).toBe(1);
  });

  it('gives parts of speech and lemmas', () => {
    const tokens = analyseText('We measured the wells.').tokens;
    expect(tokens.map((token) => [token.text, token.pos, token.lemma])).toEqual([
      ['We', 'PRON', 'we'],
      ['measured', 'VERB', 'measure'],
      ['the', 'DET', 'the'],
      ['wells', 'NOUN', 'well'],
      ['.', 'PUNCT', '.'],
    ]);
  });

  it('tells years and time spans from quantities, percentages and counts', () => {
    expect(entities('Since 2010, we have measured 40 mg of lead in 12% of the wells.')).toEqual([
      'date:2010',
      'quantity:40 mg',
      'percent:12%',
    ]);
    expect(entities('For ten years we tracked 500 volunteers; the dose was 0.5 mg/kg at 37 °C.')).toEqual([
      'date:ten years',
      'quantity:500 volunteers',
      'quantity:0.5 mg/kg',
      'quantity:37 °C',
    ]);
    expect(entities('A 2019 study found that rainfall fell 20 percent.')).toEqual(['date:2019', 'percent:20 percent']);
  });

  it('finds named organisations and people', () => {
    const analysis = analyseText('Prof. Maria Lopez works at the University of Haifa with NASA.');
    expect(entitiesOf(analysis, ['person', 'organisation']).map((entity) => entity.text)).toEqual([
      'Maria Lopez',
      'University of Haifa',
      'NASA',
    ]);
  });

  it('decides "since", "as", "so" and "while" by their use', () => {
    expect(connectorUses('Since 2010 the lake has shrunk.')).toEqual(['time:Since']);
    expect(connectorUses('Since the start of the project we have tested 300 wells.')).toEqual(['time:Since']);
    expect(connectorUses('Since we started monitoring, no bird has died.')).toEqual(['time:Since']);
    expect(connectorUses('Since it reduces costs, farmers adopt it.')).toEqual(['cause:Since']);
    expect(connectorUses('As the water warms, coral bleaches.')).toEqual(['timeOrCause:As']);
    expect(connectorUses('As a result, fewer children fall ill.')).toEqual(['result:As a result']);
    expect(connectorUses('It stores twice as much energy as a cell.')).toEqual([]);
    expect(connectorUses('The cells are so small, so we use a microscope.')).toEqual(['result:so']);
    expect(connectorUses('Temperatures rose while rainfall fell.')).toEqual(['time:while']);
  });

  it('gives noun phrases with their heads', () => {
    const phrases = analyseText('The new vaccines protect older adults.').nounPhrases;
    expect(phrases.map((phrase) => [phrase.text, phrase.head])).toEqual([
      ['The new vaccines', 'vaccine'],
      ['older adults', 'adult'],
    ]);
  });

  it('ends a Hebrew sentence at a stop before a space, not at a stop inside a number, and keeps every word', () => {
    const hebrew = analyseText('אנחנו מגייסים כעת 1.5 מיליון דולר. "זה הרבה?!" שאלו.\nשורה חדשה');
    expect(hebrew.sentences.map((sentence) => sentence.text)).toEqual(['אנחנו מגייסים כעת 1.5 מיליון דולר.', '"זה הרבה?!"', 'שאלו.', 'שורה חדשה']);
    expect(hebrew.entities.map((entity) => entity.text)).toContain('1.5 מיליון');
    expect(analyseText('שלום ...."x סוף.').sentences.map((sentence) => sentence.text)).toEqual(['שלום ...."x סוף.']);
  });

  it('reads Hebrew by its letters: sentences, numbers, prefixed institutions and connectors', () => {
    const text = 'לכן המחקר מראה ש-40% מהילדים ישנים פחות. מאז 2010 מדדנו 30 ק"ג. ד"ר כהן עובד באוניברסיטת חיפה.';
    expect(textLanguage(text)).toBe('he');
    const analysis = analyseText(text);
    expect(analysis.language).toBe('he');
    expect(analysis.sentences).toHaveLength(3);
    expect(analysis.entities.map((entity) => `${entity.type}:${entity.text}`)).toEqual([
      'percent:40%',
      'date:2010',
      'quantity:30 ק"ג',
      'person:כהן',
      'organisation:באוניברסיטת חיפה',
    ]);
    expect(analysis.connectors.map((connector) => `${connector.use}:${connector.text}`)).toEqual(['result:לכן', 'time:מאז']);
    expect(analysis.tokens.every((token) => token.pos === 'X' || token.pos === 'NUM' || token.pos === 'PUNCT')).toBe(true);
  });

  it('holds its measured accuracy on the labelled sentences (a floor, not the figure)', () => {
    const result = score((text) => {
      const analysis = analyseText(text);
      return { ...analysis, sentences: analysis.sentences.map((sentence) => sentence.text) };
    }, labelledSentences);
    const totals = entityTotals(result);
    expect(result.pos.correct / result.pos.total).toBeGreaterThanOrEqual(0.82);
    expect(totals.precision).toBeGreaterThanOrEqual(0.95);
    expect(totals.recall).toBeGreaterThanOrEqual(0.9);
    expect(result.sentences.correct).toBe(result.sentences.total);
    expect(result.connectors.correct / result.connectors.total).toBeGreaterThanOrEqual(0.95);
  });
});
