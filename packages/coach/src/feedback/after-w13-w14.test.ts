// Rules set after the w13 and w14 walks' false remarks were read (26 November, 13:15–13:45 UTC):
// each case is the shape of a remark an instructor labelled false there, written anew, with the
// case that must still get the remark beside it. The kinds that failed on every fresh set are not
// shown at all (src/findings/withheld.ts; their tests are in the files of the checks they retire).
import { describe, expect, it } from 'vitest';
import type { JargonAnalysis } from '../coaches/coach.ts';
import type { Finding } from '../findings/finding.ts';
import { createFakeJargonAnalyzer } from '../testing/fake-jargon-analyzer.ts';
import { wordsToAsk } from './jargon-remarks.ts';
import { questionFindings } from './questions/question-feedback.ts';

const kinds = (findings: readonly Finding[]) => findings.map((item) => item.kind);

describe('after the w13 and w14 sets: Half Life', () => {
  const ask = (text: string, rare: Record<string, number>) =>
    wordsToAsk(text, createFakeJargonAnalyzer({ unlistedCount: 0, rare }).analyze(text) as JargonAnalysis, 'juniorHigh').map((word) => word.word);

  it('does not ask a term explained by an apposition with a place in it, nor a word of that explanation', () => {
    const explained = 'I study melanosomes, tiny sacs inside feathers that hold colour.';
    expect(ask(explained, { melanosomes: 0, sacs: 4 })).toEqual([]);
    // Without the explanation both are asked; a rare word past the gloss's end still is.
    expect(ask('I study melanosomes and the sacs of feathers.', { melanosomes: 0, sacs: 4 })).toEqual(['melanosomes', 'sacs']);
    expect(ask('We study methylation, a chemical tag on genes, and epigenetics.', { methylation: 0, epigenetics: 1 })).toEqual(['epigenetics']);
  });
});

describe('after the w13 and w14 sets: Coherence', () => {
  const pronouns = (text: string, rows: string[][]) =>
    kinds(
      questionFindings(text, {
        id: 'coherence.pronouns',
        number: 2,
        theme: 't',
        choice: '1',
        table: { headers: ['Pronoun', 'Word/term referred to'], rows },
      }),
    );

  it('takes no word of change ("increase") for the key term whose fading it reports', () => {
    const text =
      'An increase in dose raised the risk. The increase was large. We saw an increase in falls. Doses increase with age. ' +
      'Grapefruit blocks an enzyme. Grapefruit raises the drug level. Patients eat grapefruit. Doctors warn them. They listen. Some stop.';
    const fading = questionFindings(text, {
      id: 'coherence.keyTerms',
      number: 1,
      theme: 't',
      choice: '1',
      table: { headers: ['Repeated key word/term', '# times repeated', 'Additional keywords to repeat'], rows: [['grapefruit', '3', '']] },
    }).find((item) => item.kind === 'coherence.keyTerms.fadesOut');
    // The topic term, grapefruit, is what fades here.
    expect(fading?.message.params?.term).toBe('grapefruit');
  });

  it('finds a referent the table names with an article or a general word ("the finishes", "the dendrimer result")', () => {
    const text = 'We tested three PFAS-free finishes. The dendrimer finish kept a spray rating of 80. This was the best. They are a fair replacement.';
    expect(pronouns(text, [['They', 'the finishes'], ['This', 'the dendrimer result']])).not.toContain('coherence.pronouns.referentMissing');
    expect(pronouns(text, [['This', 'the silicone result']])).toContain('coherence.pronouns.referentMissing');
    expect(pronouns(text, [['They', 'the jackets']])).toContain('coherence.pronouns.referentMissing');
  });
});
