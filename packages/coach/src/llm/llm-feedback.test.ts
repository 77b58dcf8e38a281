import { describe, expect, it } from 'vitest';
import type { Feedback } from '../engine/coach.ts';
import { finding, type Finding } from '../findings/finding.ts';
import { renderMessage } from '../kinds/render.ts';
import { withModelFindings, withoutJudgedKinds } from './llm-feedback.ts';

// The built-in feedback as the rules may give it, with findings of kinds the model judges (the
// comparison question, the explained term in the summary line, the logos part) among the others.
const text = 'We study epigenetics in wheat. Genes switch on when the soil dries, because roots sense it.';
const rareWords = finding('sentence.tooLong', { key: 'sentence.tooLong', params: { words: 16, count: 16, sentence: 'Genes switch on when the soil dries, because roots sense it.', readers: 'young readers', label: 'about 14 words' } }, { start: 31, end: text.length });
const comparison = finding('importance.noComparison', { key: 'importance.askComparisonIn', params: { sentence: 'We study epigenetics in wheat.' } }, { start: 0, end: 30 });
const sentences = finding('summary.sentences', { key: 'sentence.fits', params: { readers: 'young readers', words: 12, count: 12, label: 'about 14 words' } });
const explained = finding('summary.explained', { key: 'jargon.explained.one', params: { words: '<strong>epigenetics</strong>' } });
const summaryLine = (parts: readonly Finding[]): Finding => ({
  ...finding('summary.figures', { key: 'summary.line', params: { line: ['Your score was 80.', ...parts.map((part) => renderMessage(part.message))].join(' ') } }),
  parts,
});
const causeLink = finding('logos.causeLink', { key: 'logos.causeLink', params: { connectors: '“because”' } }, { start: text.indexOf('because'), end: text.indexOf('because') + 7 });
const noEvidence = finding('logos.noEvidence', { key: 'logos.noEvidence' });
const say = (item: Finding) => renderMessage(item.message);
const heading = renderMessage({ key: 'advice.nextVersion', params: { readers: 'young readers' } });
const logosHeading = renderMessage({ key: 'logos.heading' });

const builtin: Feedback = {
  messages: [
    [heading, say(rareWords), say(comparison)].join('<br />'),
    say(summaryLine([sentences, explained])),
    [logosHeading, say(causeLink), say(noEvidence)].join('<br />'),
  ],
  measures: { score: 80, totalWords: 16, rareWords: ['epigenetics'], rareWordCount: 1, rarePercentage: 6 },
  suggestion: null,
  source: 'builtin',
  findings: [rareWords, comparison, summaryLine([sentences, explained]), causeLink, noEvidence],
};

describe('the built-in feedback without the kinds the model judges', () => {
  it('drops their findings and the lines that say them, a summary line\'s part with them, and a message left with its heading only', () => {
    const left = withoutJudgedKinds(builtin, 'en');
    expect(left.findings.map((item) => item.kind)).toEqual(['sentence.tooLong', 'summary.figures']);
    expect(left.findings[1]?.parts?.map((part) => part.kind)).toEqual(['summary.sentences']);
    expect(left.messages).toEqual([[heading, say(rareWords)].join('<br />'), say(summaryLine([sentences]))]);
    expect(left.measures).toBe(builtin.measures);
    expect(left.source).toBe('builtin');
  });

  it('leaves feedback without them as it is', () => {
    const plain: Feedback = { ...builtin, messages: [builtin.messages[0]!.split('<br />').slice(0, 2).join('<br />')], findings: [rareWords] };
    expect(withoutJudgedKinds(plain, 'en')).toBe(plain);
  });

  it('drops a line of checks passed whose every check is judged', () => {
    const named = {
      ...finding('summary.ethicsNamed', { key: 'ethics.covered', params: { concerns: 'consent (“agree”)' } }),
      parts: [finding('ethics.named.consent', { key: 'ethics.concern.consent', params: { words: '“agree”' } })],
    };
    const question = finding('ethics.notNamed.stakeholders', { key: 'ethics.question.stakeholders' });
    const ethics: Feedback = {
      ...builtin,
      messages: [[renderMessage({ key: 'ethics.questionsHeading' }), say(question), say(named)].join('<br />')],
      findings: [question, named],
    };
    expect(withoutJudgedKinds(ethics, 'en')).toMatchObject({ messages: [], findings: [] });
  });
});

describe('the model\'s findings', () => {
  it('follow the built-in feedback in a message of their own, under the AI coach\'s heading', () => {
    const model: Finding = { ...finding('logos.evidenceCheck', { key: 'llm.said', params: { text: 'Does the fall show that farms caused it?' } }), source: 'llm' };
    const feedback = withModelFindings(builtin, [model], 'he');
    expect(feedback.messages.at(-1)).toBe('מה מאמן הבינה המלאכותית מצא בטקסט שלכם:<br />מאמן הבינה המלאכותית: Does the fall show that farms caused it?');
    expect(feedback.findings.at(-1)).toBe(model);
    expect(withModelFindings(builtin, [], 'en')).toBe(builtin);
  });

  it("take the place of the lesson of each area they speak of, and of its heading when nothing else is left", () => {
    const lesson = (key: 'teach.ethos' | 'teach.ethics') => finding(key, { key });
    const statement = finding('ethos.statementMissing', { key: 'ethos.statementMissing', params: { words: '“Haifa”', statement: 'I work in Haifa' } });
    const lessons: Feedback = {
      ...builtin,
      messages: [
        [renderMessage({ key: 'ethics.questionsHeading' }), say(lesson('teach.ethics'))].join('<br />'),
        [renderMessage({ key: 'ethos.heading' }), say(lesson('teach.ethos'))].join('<br />'),
      ],
      findings: [lesson('teach.ethics'), lesson('teach.ethos')],
    };
    const consent: Finding = { ...finding('ethics.notNamed.consent', { key: 'ethics.question.consent' }), source: 'llm' };
    const feedback = withModelFindings(lessons, [consent], 'en');
    expect(feedback.findings.map((item) => item.kind)).toEqual(['teach.ethos', 'ethics.notNamed.consent']);
    expect(feedback.messages).toEqual([lessons.messages[1], ['What the AI coach found in your text:', say(consent)].join('<br />')]);
    // A group that says something besides its lesson keeps what it says.
    const ethos: Feedback = { ...lessons, messages: [[renderMessage({ key: 'ethos.heading' }), say(statement), say(lesson('teach.ethos'))].join('<br />')], findings: [statement, lesson('teach.ethos')] };
    const affiliation: Finding = { ...finding('ethos.affiliation', { key: 'ethos.affiliation', params: { phrases: '“in Haifa”' } }), source: 'llm' };
    expect(withModelFindings(ethos, [affiliation], 'en').messages[0]).toBe([renderMessage({ key: 'ethos.heading' }), say(statement)].join('<br />'));
  });
});
