// The coach's jargon remarks with terms the text explains (docs/de-jargonizer.md "Key terms and
// explained terms"): an explained term is not "jargon to replace"; one explained only after an
// earlier use gets a remark saying where that use is.
import { describe, expect, it } from 'vitest';
import { createBuiltinCoach } from './builtin-coach.ts';
import type { ExplainedTermNote, FeedbackRequest, JargonAnalyzer } from './coach.ts';
import { createFakeJargonAnalyzer } from './testing/fake-jargon-analyzer.ts';

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
    expect(all).toContain('Notice that you used the word <span class="rare-word">epigenetics</span>');
    expect(all).not.toContain('<span class="rare-word">methylation</span>');
    expect(all).toContain('You explain <strong>methylation</strong> where you use it');
    expect(feedback.findings.map((item) => item.kind)).toContain('jargon.explained');
    expect(feedback.findings.map((item) => item.kind)).not.toContain('jargon.explainedLate');
  });

  it('says where a term explained late is first used unexplained', async () => {
    const text = 'Methylation changes with age. Later on, methylation, a chemical tag on genes, is measured.';
    const coach = createBuiltinCoach(
      explaining(() => [{ term: 'methylation', forms: ['methylation'], at: 40, firstUseAt: 0, explainedAtFirstUse: false }]),
    );
    const feedback = await coach.feedback(request(text));
    const late = feedback.findings.find((item) => item.kind === 'jargon.explainedLate');
    expect(late?.span).toEqual({ start: 0, end: 11 });
    expect(feedback.messages.join('<br />')).toContain(
      'You explain “methylation” only after using it earlier, here: “Methylation changes with age.” Explain it where it first appears.',
    );
  });

  it('praises instead of "no rare words" when every rare word is explained', async () => {
    const text = 'We study methylation, a chemical tag on genes, because health matters.';
    const coach = createBuiltinCoach(
      explaining(() => [{ term: 'methylation', forms: ['methylation'], at: 9, firstUseAt: 9, explainedAtFirstUse: true }]),
    );
    const all = (await coach.feedback(request(text))).messages.join('<br />');
    expect(all).toContain('You explain <strong>methylation</strong>');
    expect(all).not.toContain('You used no rare words');
    expect(all).not.toContain('Replace or explain these words first');
  });
});
