import { describe, expect, it } from 'vitest';
import { measureEthos } from './ethos.ts';
import { measureLogos } from './logos.ts';
import { measureEthics } from './ethics.ts';
import { contentWords, measurePathos, sameRoot, stem } from './pathos.ts';

describe('logos', () => {
  const kinds = (text: string) => measureLogos(text).evidence.map((item) => `${item.kind}:${item.text}`);

  it('finds measurements, percentages, study verbs and causal links', () => {
    const logos = measureLogos(
      'Our survey of 300 farms found 20% losses. Because roots dry, yields fall; therefore we breed.',
    );
    expect(logos.evidence.map((item) => `${item.kind}:${item.text}`)).toEqual([
      'study:Our survey of 300 farms found',
      'percent:20%',
    ]);
    expect(logos.causeLinks.map((link) => link.text)).toEqual(['Because', 'therefore']);
    expect(logos.claims).toEqual([]);
  });

  it('does not take a year or a date for evidence', () => {
    expect(kinds('Since 2010 the lake has shrunk. In March 2021 we started.')).toEqual([]);
    expect(kinds('A 2019 study found that the lake lost 40 cm.')).toEqual(['study:A 2019 study found', 'quantity:40 cm']);
  });

  it('counts comparisons with a figure and named sources, not a bare comparative', () => {
    expect(kinds('The new cells store twice as much energy.')).toEqual(['comparison:twice as']);
    expect(kinds('According to the World Health Organization, air pollution kills.')).toEqual([
      'source:According to the World Health Organization',
    ]);
    expect(kinds('Our method is better than the old one.')).toEqual([]);
  });

  it('does not take the writer’s workplace for a source, but keeps an organisation that found something', () => {
    expect(kinds('I am an environmental scientist at Tel Aviv University.')).toEqual([]);
    expect(kinds('We work with the Israel Meteorological Service.')).toEqual([]);
    expect(kinds('The Israel Meteorological Service found a similar gap.')).toEqual([
      'source:Israel Meteorological Service',
    ]);
    expect(kinds('אני חוקרת באוניברסיטת תל אביב כבר שמונה שנים.')).toEqual([]);
  });

  it('tells a time "since" from a causal one', () => {
    expect(measureLogos('Since 2010, yields have fallen. Since the start we have waited.').causeLinks).toEqual([]);
    expect(measureLogos('Since it reduces costs, farmers adopt it.').causeLinks.map((link) => link.text)).toEqual(['Since']);
    expect(measureLogos('While it rains, we count. As the water warms, coral bleaches.').causeLinks).toEqual([]);
  });

  it('counts a claim as supported by its own sentence or the next one', () => {
    const logos = measureLogos(
      'This will solve hunger. Our trial showed 20% more grain. It clearly works. Farmers like it.',
    );
    expect(logos.claims.map((claim) => [claim.text, claim.supported])).toEqual([
      ['This will solve hunger.', true],
      ['It clearly works.', false],
    ]);
  });

  it('does not take a plan for a claim, nor a claim word inside another word', () => {
    expect(measureLogos('We will measure the roots.').claims).toEqual([]);
    expect(measureLogos('The willow grows.').claims).toEqual([]);
  });

  it('reads a Hebrew text with Hebrew connectors and evidence', () => {
    const logos = measureLogos('מדדנו 40 ק"ג של יבול. לכן החקלאים מרוויחים. השיטה תמיד עובדת.');
    expect(logos.language).toBe('he');
    expect(logos.evidence.map((item) => item.kind)).toEqual(['study', 'quantity']);
    expect(logos.causeLinks.map((link) => link.text)).toEqual(['לכן']);
    expect(logos.claims.map((claim) => claim.supported)).toEqual([false]);
  });
});

describe('pathos', () => {
  it('finds the value itself, words of the same root, related words, "you" and everyday examples', () => {
    const pathos = measurePathos(
      'Secure harvests mean bread for your children. Imagine your kitchen in a dry year. Food matters.',
      'food security',
    );
    expect(pathos.valueWords).toEqual(['food']);
    expect(pathos.closeWords).toEqual(['secure', 'harvests', 'bread']);
    expect(pathos.secondPersonCount).toBe(2);
    expect(pathos.exampleMarkers).toEqual(['imagine']);
    expect(pathos.everydayWords).toEqual(['kitchen', 'children', 'food', 'bread']);
  });

  it('finds nothing for a value the text does not touch', () => {
    const pathos = measurePathos('Roots respond to drought.', 'clean rivers');
    expect(pathos.valueWords).toEqual([]);
    expect(pathos.closeWords).toEqual([]);
    expect(pathos.secondPersonCount).toBe(0);
  });

  it('reads a Hebrew text with the Hebrew lists', () => {
    const pathos = measurePathos('דמיינו את הילדים שלכם בבית. מזון בריא לכל משפחה.', 'מזון בריא');
    expect(pathos.valueWords).toEqual(['מזון', 'בריא']);
    expect(pathos.secondPersonCount).toBe(1);
    expect(pathos.exampleMarkers).toEqual(['דמיינו']);
    expect(pathos.everydayWords).toEqual(['בית', 'משפחה', 'ילדים']);
  });

  it('ignores small words of the value', () => {
    expect(contentWords('the health of our children')).toEqual(['health', 'children']);
  });
});

describe('ethos', () => {
  const phrases = (text: string) => measureEthos(text, '').phrases.map((phrase) => `${phrase.kind}:${phrase.text}`);

  it('takes the set-up of a study for method, not any verb after "we"', () => {
    expect(phrases('In 2023 we placed 120 temperature sensors in 40 streets.')).toEqual([
      'method:we placed 120 temperature sensors',
    ]);
    expect(phrases('We collected 400 water samples.')).toEqual(['method:We collected 400 water samples']);
    expect(phrases('We placed our hopes in the new law.')).toEqual([]);
  });

  it('keeps a Hebrew institution name of two words whole', () => {
    expect(phrases('אני חוקרת באוניברסיטת תל אביב כבר שמונה שנים.')).toContain('affiliation:באוניברסיטת תל אביב');
  });

  it('finds affiliation, experience and method phrases, and the statement words present', () => {
    const ethos = measureEthos(
      'Our lab at the University of Haifa measured roots. We have published on drought for ten years.',
      'Ten years of drought research at Volcani',
    );
    expect(ethos.phrases.map((phrase) => `${phrase.kind}:${phrase.text}`)).toEqual([
      'affiliation:Our lab',
      'affiliation:at the University of Haifa',
      'experience:We have published',
      'experience:for ten years',
    ]);
    expect(ethos.statementWords).toEqual(['ten', 'years', 'drought', 'research', 'volcani']);
    expect(ethos.statementWordsFound).toEqual(['ten', 'years', 'drought']);
  });

  it('does not take one word for credibility', () => {
    expect(phrases('It took years. The team data were used by a university.')).toEqual([]);
    expect(phrases('For ten years I have studied bats.')).toEqual(['experience:For ten years', 'experience:I have studied']);
  });

  it('reads a Hebrew text with Hebrew phrases only', () => {
    expect(phrases('אני חוקרת כבר עשר שנים באוניברסיטת חיפה. מדדנו את השורשים.')).toEqual([
      'experience:כבר עשר שנים',
      'affiliation:באוניברסיטת חיפה',
      'method:מדדנו',
    ]);
  });
});

describe('ethics', () => {
  it('sorts what a text names into the five kinds of concern', () => {
    expect(
      measureEthics(
        'Participants give informed consent; their personal data stay confidential. Our funding comes from a company, which we disclose. Misuse could cause stigma.',
      ),
    ).toEqual({
      stakeholders: ['participants'],
      consent: ['consent', 'informed consent'],
      privacy: ['confidential', 'personal data'],
      conflictOfInterest: ['funding', 'company', 'disclose'],
      risk: ['misuse', 'stigma'],
    });
  });

  it('reads a Hebrew text with the Hebrew lists', () => {
    expect(measureEthics('המשתתפים נתנו הסכמה מדעת, והמידע האישי נשמר חסוי.')).toEqual({
      stakeholders: ['משתתפים'],
      consent: ['הסכמה', 'הסכמה מדעת'],
      privacy: ['חסוי'],
      conflictOfInterest: [],
      risk: [],
    });
    // A hospital (בית החולים) is not its patients (חולים).
    expect(measureEthics('נשווה כמה פעמים הם מגיעים לבית החולים.').stakeholders).toEqual([]);
    expect(measureEthics('החולים במחלקה נתנו הסכמה.').stakeholders).toContain('חולים');
  });

  it('finds none in a text without them', () => {
    expect(Object.values(measureEthics('Plants grow towards light.')).flat()).toEqual([]);
  });
});

describe('roots', () => {
  it.each([
    ['protecting', 'protect'],
    ['healthy', 'health'],
    ['communities', 'commun'],
    ['security', 'secur'],
    ['kids', 'kids'],
  ])('stem(%s) = %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('matches stems sharing five letters, and short stems only when equal', () => {
    expect(sameRoot('secur', 'secure')).toBe(true);
    expect(sameRoot('child', 'childhood')).toBe(true);
    expect(sameRoot('plant', 'planet')).toBe(false);
    expect(sameRoot('kid', 'kids')).toBe(false);
  });
});
