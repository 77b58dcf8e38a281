// The coach's jargon remarks with terms the text explains (docs/de-jargonizer.md "Key terms and
// explained terms"): an explained term is not "jargon to replace"; one explained only after an
// earlier use gets a remark saying where that use is.
import { describe, expect, it } from 'vitest';
import { createBuiltinCoach } from '../coaches/builtin-coach.ts';
import { feedbackPrompt } from '../llm/llm-prompts.ts';
import type { ExplainedTermNote, FeedbackRequest, JargonAnalyzer } from '../coaches/coach.ts';
import { createFakeJargonAnalyzer } from '../testing/fake-jargon-analyzer.ts';

const measure = createFakeJargonAnalyzer({ rare: { epigenetics: 14, methylation: 3 }, alternatives: { epigenetics: ['heredity'] } });

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

describe('the coach and explained terms', () => {
  it('does not list an explained term as jargon to replace, and says it is explained', async () => {
    const text = 'We study methylation, a chemical tag on genes, and epigenetics because health matters.';
    const coach = createBuiltinCoach(
      explaining(() => [{ term: 'methylation', forms: ['methylation'], at: 9, firstUseAt: 9, explainedAtFirstUse: true }]),
    );
    const feedback = await coach.feedback(request(text));
    const all = feedback.messages.join('<br />');
    expect(all).toContain('know <span class="rare-word">epigenetics</span>');
    expect(all).not.toContain('<span class="rare-word">methylation</span>');
    // "You explain X" is praise too unsure to say (findings/unsure-praise.ts).
    expect(all).not.toContain('You explain <strong>methylation</strong>');
    expect(feedback.findings.map((item) => item.kind)).toContain('summary.figures');
    expect(feedback.findings.map((item) => item.kind)).not.toContain('jargon.explainedLate');
  });

  it('asks whether readers follow a term explained late where it is first used', async () => {
    const text = 'Methylation changes with age. Later on, methylation, a chemical tag on genes, is measured.';
    const coach = createBuiltinCoach(
      explaining(() => [{ term: 'methylation', forms: ['methylation'], at: 40, firstUseAt: 0, explainedAtFirstUse: false }]),
    );
    const feedback = await coach.feedback(request(text));
    const late = feedback.findings.find((item) => item.kind === 'jargon.explainedLate');
    expect(late?.span).toEqual({ start: 0, end: 11 });
    expect(feedback.messages.join('<br />')).toContain(
      'Will readers follow “methylation” in “Methylation changes with age.”, before you explain it? If not, explain it where it first appears.',
    );
    // Not also "you explain it where you use it" in the same turn (a walk found both said of one word).
    expect(feedback.messages.join('<br />')).not.toContain('You explain <strong>methylation</strong>');
  });

  it('says nothing of an explained term, and asks about no rare word, when every rare word is explained', async () => {
    const text = 'We study methylation, a chemical tag on genes, because health matters.';
    const coach = createBuiltinCoach(
      explaining(() => [{ term: 'methylation', forms: ['methylation'], at: 9, firstUseAt: 9, explainedAtFirstUse: true }]),
    );
    const all = (await coach.feedback(request(text))).messages.join('<br />');
    expect(all).not.toContain('You explain <strong>methylation</strong>');
    expect(all).not.toContain('know <span class="rare-word">methylation</span>');
    expect(all).not.toContain('You used no rare words');
    expect(all).not.toContain('Replace or explain these words first');
  });
});

describe('the coach and key terms', () => {
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

  it('hands the key terms to the measure and leaves them out of the jargon to replace, saying why', async () => {
    const text = 'We study epigenetics and methylation because health matters to every family.';
    const feedback = await createBuiltinCoach(withKeyTerms).feedback({ ...request(text), keyTerms: ['Epigenetics'] });
    expect(withKeyTerms.options.at(-1)).toEqual({ keyTerms: ['Epigenetics'] });
    const all = feedback.messages.join('<br />');
    expect(all).not.toContain('<span class="rare-word">epigenetics</span>');
    expect(all).toContain('<span class="rare-word">methylation</span>');
    expect(all).toContain('Your key term <strong>Epigenetics</strong> is not listed as jargon');
    expect(feedback.findings.map((item) => item.kind)).toContain('summary.figures');
    // The score stays the original measure's.
    expect(feedback.measures?.rareWords).toEqual(['epigenetics', 'methylation']);
  });

  it('says nothing of key terms the text does not use, and lists every rare word without any', async () => {
    const text = 'We study epigenetics and methylation because health matters to every family.';
    const unused = await createBuiltinCoach(withKeyTerms).feedback({ ...request(text), keyTerms: ['telomeres'] });
    expect(unused.messages.join('')).not.toContain('Your key term');
    const none = await createBuiltinCoach(withKeyTerms).feedback(request(text));
    expect(withKeyTerms.options.at(-1)).toBeUndefined();
    expect(none.messages.join('<br />')).toContain('<span class="rare-word">epigenetics</span>');
  });

  it('speaks of the key terms in Hebrew and Arabic too', async () => {
    const text = 'We study epigenetics and methylation because health matters to every family.';
    for (const language of ['he', 'ar'] as const) {
      const feedback = await createBuiltinCoach(withKeyTerms).feedback({ ...request(text), keyTerms: ['epigenetics'], language });
      const said = feedback.messages.join('<br />');
      expect(said).toContain('<strong>epigenetics</strong>');
      expect(said).not.toContain('is not listed as jargon');
    }
  });
});

describe('the AI coach and key terms', () => {
  it('asks the AI to keep the key terms and not to replace them', () => {
    const measures = { score: 80, totalWords: 10, rareWords: ['epigenetics', 'methylation'], rareWordCount: 2, rarePercentage: 20 };
    const user = feedbackPrompt({ ...request('We study epigenetics and methylation.'), keyTerms: ['Epigenetics'] }, measures)
      .map((message) => message.content)
      .join('\n');
    expect(user).toContain('avoid them or explain them: methylation.');
    expect(user).toContain("Keep the writer's key terms, which the text needs (explain them if readers may not know them): Epigenetics.");
  });
});
