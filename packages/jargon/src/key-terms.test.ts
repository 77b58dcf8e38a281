import { describe, expect, it } from 'vitest';
import { analyze } from './classify.ts';
import { readKeyTerms, termsOf, MAX_KEY_TERMS } from './key-terms.ts';
import { testDictionary } from './test-dictionary.ts';

const dictionary = testDictionary({
  common: ['scientists', 'used', 'a', 'tool', 'that', 'cuts', 'at', 'chosen', 'place', 'to', 'fix', 'the', 'it', 'is', 'chemical', 'tag', 'on', 'we', 'found', 'in', 'mice', 'later', 'explain', 'and', 'changes'],
  mid: ['gene', 'dna'],
});

describe('readKeyTerms', () => {
  it('reads terms as the measure reads words: trimmed, repeats by form dropped, at most five', () => {
    const terms = readKeyTerms(['  CRISPR ', 'crispr', '', '123', 'gene drive', 'a b c d e', 'one', 'two', 'three', 'four']);
    expect(terms.map((term) => term.key)).toEqual(['crispr', 'gene drive', 'one', 'two', 'three']);
    expect(terms).toHaveLength(MAX_KEY_TERMS);
    expect(terms[0]?.term).toBe('CRISPR');
  });
});

describe('termsOf', () => {
  it('leaves key terms out of the adjusted score and keeps the original figures as they are', () => {
    const analysis = analyze('Scientists used CRISPR to fix the gene. CRISPR cuts DNA.', dictionary);
    const before = { counts: analysis.counts, score: analysis.score };
    const terms = termsOf(analysis, readKeyTerms(['crispr']));
    expect(terms.keyTerms).toEqual([{ term: 'crispr', key: 'crispr', uses: 2 }]);
    expect(terms.keyTermWords).toEqual([2, 7]);
    expect(analysis.counts).toEqual(before.counts);
    expect(analysis.score).toBe(before.score);
    expect(terms.adjusted.counts).toEqual({ total: analysis.counts.total - 2, common: analysis.counts.common, mid: 2, rare: 0 });
    expect(terms.adjusted.score).toBeGreaterThan(analysis.score);
  });

  it('finds a term explained at its first use and leaves its every use out', () => {
    const analysis = analyze('Scientists used CRISPR, a tool that cuts DNA at a chosen place, to fix the gene. CRISPR is used in mice.', dictionary);
    const terms = termsOf(analysis);
    expect(terms.explainedTerms).toMatchObject([
      { term: 'CRISPR', key: 'crispr', band: 'rare', cue: 'apposition', explanation: 'a tool that cuts DNA at a chosen place', explainedAtFirstUse: true, uses: 2 },
    ]);
    expect(terms.lateExplanations).toEqual([]);
    expect(terms.adjusted.counts.rare).toBe(0);
  });

  it('finds no explanation in a line of a Markdown table, however long the text around it', () => {
    const prose = 'Scientists used CRISPR, a tool that cuts DNA at a chosen place, to fix the gene.';
    const explained = (text: string) => termsOf(analyze(text, dictionary)).explainedTerms.map((term) => term.key);
    expect(explained(prose)).toEqual(['crispr']);
    expect(explained(`| ${prose}`)).toEqual([]);
    expect(explained(`  | ${prose} |  `)).toEqual([]);
    expect(explained(`${prose} |`)).toEqual([]);
    expect(explained(`| tool | what it does |\n${prose}`)).toEqual(['crispr']);
    expect(explained(`${prose}\n| tool | what it does |`)).toEqual(['crispr']);
    expect(explained(`${'the tool '.repeat(2_000)}\n${prose}\n${'at the place '.repeat(2_000)}`)).toEqual(['crispr']);
  });

  it('says where a term explained late first appears unexplained', () => {
    const text = 'We found methylation in mice. Later we explain methylation, a chemical tag on DNA.';
    const terms = termsOf(analyze(text, dictionary));
    expect(terms.lateExplanations).toMatchObject([{ key: 'methylation', firstUseAt: text.indexOf('methylation'), at: text.lastIndexOf('methylation') }]);
  });

  it('lists a key term that is also explained as a key term only', () => {
    const terms = termsOf(analyze('Scientists used CRISPR, a tool that cuts DNA at a chosen place.', dictionary), readKeyTerms(['CRISPR']));
    expect(terms.explainedTerms).toEqual([]);
    expect(terms.keyTerms[0]?.uses).toBe(1);
  });

  it('does not take a comma list, a citation or "such as" examples of another word for an explanation', () => {
    for (const text of [
      'We found nitrogen, phosphorus, and potassium in mice.',
      'We found methylation in mice (Smith et al., 2019).',
      'Enzymes cut foods such as bread and rice.',
    ]) {
      const found = termsOf(analyze(text, testDictionary({ common: ['we', 'found', 'in', 'mice', 'and', 'cut', 'such', 'as', 'bread', 'rice', 'foods'] })));
      expect(found.explainedTerms, text).toEqual([]);
    }
  });
});
