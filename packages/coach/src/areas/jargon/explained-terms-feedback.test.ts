// The coach's jargon remarks with terms the text explains and the writer's key terms
// (docs/de-jargonizer.md "Key terms and explained terms"): neither is a word to name. The words
// for the readers are in shadow (words-for-readers.ts), so they are tested where every kind is
// shown, as the evaluation labels them; they need the built word lists.
import { describe, expect, it } from 'vitest';
import { createBuiltinCoach } from '../../coaches/builtin-coach.ts';
import { everyKind } from '../../kinds/shown.ts';
import { feedbackPrompt } from '../../llm/llm-prompts.ts';
import type { ExplainedTermNote, FeedbackRequest, JargonAnalyzer } from '../../engine/coach.ts';
import { createFakeJargonAnalyzer } from '../../../testing/fake-jargon-analyzer.ts';
import { wordLists } from '../../measures/word-lists.ts';

const measure = createFakeJargonAnalyzer({ rare: { epigenome: 14, demethylation: 3 }, alternatives: { epigenome: ['heredity'] } });
const shadow = (analyzer: JargonAnalyzer) => createBuiltinCoach(analyzer, { shown: () => everyKind });
const noData = wordLists().frequencies.en === null;

/** The fake measure, saying which terms the text explains. */
function explaining(terms: (text: string) => ExplainedTermNote[]): JargonAnalyzer {
  return { analyze: async (text) => ({ ...(await measure.analyze(text)), explainedTerms: terms(text) }) };
}

const request = (text: string): FeedbackRequest => ({
  exercise: 'halfLife',
  stage: 3,
  task: 'Tell what you study and why it is important.',
  text,
  audience: 'adults',
  words: { target: 30, min: 20, max: 40 },
  focus: ['jargon'],
});

describe.skipIf(noData)('the words for the readers and explained terms', { timeout: 60_000 }, () => {
  it('does not name an explained term', async () => {
    const text = 'We study demethylation, a chemical tag on genes, and epigenome because health matters.';
    const coach = shadow(explaining(() => [{ term: 'demethylation', forms: ['demethylation'], at: 9 }]));
    const feedback = await coach.feedback(request(text));
    const all = feedback.messages.join('<br />');
    expect(all).toContain('“epigenome” is a rare word');
    expect(all).not.toContain('“demethylation”');
    expect(feedback.findings.map((item) => item.kind)).toEqual(['jargon.wordsForReaders']);
  });

  it('names no rare word when every rare word is explained', async () => {
    const text = 'We study demethylation, a chemical tag on genes, because health matters.';
    const coach = shadow(explaining(() => [{ term: 'demethylation', forms: ['demethylation'], at: 9 }]));
    const feedback = await coach.feedback(request(text));
    expect(feedback.messages).toEqual([]);
    expect(feedback.findings).toEqual([]);
  });
});

describe.skipIf(noData)('the words for the readers and key terms', { timeout: 60_000 }, () => {
  /** The fake measure, finding the key terms it is given as the real one does (by lookup form). */
  const withKeyTerms: JargonAnalyzer & { options: unknown[] } = {
    options: [],
    analyze: async (text, options) => {
      withKeyTerms.options.push(options);
      const analysis = await measure.analyze(text);
      const keyTerms = (options?.keyTerms ?? []).map((term) => {
        const forms = term.toLowerCase().split(/\s+/u);
        return { term, forms, uses: analysis.rareWords.filter((word) => forms.includes(word)).length };
      });
      return keyTerms.length > 0 ? { ...analysis, keyTerms } : analysis;
    },
  };

  it('hands the key terms to the measure and leaves them out of the words named', async () => {
    const text = 'We study epigenome and demethylation because health matters to every family.';
    const feedback = await shadow(withKeyTerms).feedback({ ...request(text), keyTerms: ['Epigenome'] });
    expect(withKeyTerms.options.at(-1)).toEqual({ keyTerms: ['Epigenome'] });
    const all = feedback.messages.join('<br />');
    expect(all).not.toContain('“epigenome”');
    expect(all).toContain('“demethylation” is a rare word');
    expect(feedback.findings.map((item) => item.kind)).toEqual(['jargon.wordsForReaders']);
    // The score stays the original measure's.
    expect(feedback.measures?.rareWords).toEqual(['epigenome', 'demethylation']);
  });

  it('names a key term the text does not use, and every rare word without any', async () => {
    const text = 'We study epigenome and demethylation because health matters to every family.';
    const unused = await shadow(withKeyTerms).feedback({ ...request(text), keyTerms: ['telomeres'] });
    expect(unused.messages.join('<br />')).toContain('“epigenome” is a rare word');
    const none = await shadow(withKeyTerms).feedback(request(text));
    expect(withKeyTerms.options.at(-1)).toBeUndefined();
    expect(none.messages.join('<br />')).toContain('“epigenome” is a rare word');
  });
});

describe('the AI coach and key terms', () => {
  it('asks the AI to keep the key terms and not to replace them', () => {
    const measures = { score: 80, totalWords: 10, rareWords: ['epigenome', 'demethylation'], rareWordCount: 2, rarePercentage: 20 };
    const user = feedbackPrompt({ ...request('We study epigenome and demethylation.'), keyTerms: ['Epigenome'] }, measures)
      .map((message) => message.content)
      .join('\n');
    expect(user).toContain('avoid them or explain them: demethylation.');
    expect(user).toContain("Keep the writer's key terms, which the text needs (explain them if readers may not know them): Epigenome.");
  });
});
