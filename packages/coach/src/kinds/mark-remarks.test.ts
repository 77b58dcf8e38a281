// Which line of a feedback message says which finding: the lines the report control goes on.
import { describe, expect, it } from 'vitest';
import { finding } from '../findings/finding.ts';
import { remarksOfMessages } from './mark-remarks.ts';
import { renderMessage } from './render.ts';
import { readRemarks, toWireRemark } from '../findings/remarks.ts';

const text = 'Bubbles of gas lifted it away. This tripled the yield.';
const place = { stage: 4, field: 'textLogos', judgedText: text, language: 'en' as const };

describe('remarksOfMessages', () => {
  it('marks each line that renders a finding with its kind, span, excerpt, stage and field', () => {
    const bare = finding('sentence.tooLong', { key: 'sentence.tooLong', params: { words: 4, count: 4, sentence: 'This tripled the yield.', readers: 'adults', label: 'about 20 words' } }, { start: 31, end: 54 });
    const whole = finding('spelling.misspelt', { key: 'spelling.misspeltNoSuggestion', params: { word: 'tripled' } });
    const heading = renderMessage({ key: 'advice.nextVersion', params: { readers: 'adults' } });
    const messages = [[heading, renderMessage(bare.message), renderMessage(whole.message)].join('<br />')];
    expect(remarksOfMessages(messages, [bare, whole], place)).toEqual([
      [
        { line: 1, kind: 'sentence.tooLong', start: 31, end: 54, stage: 4, field: 'textLogos', excerpt: 'This tripled the yield.' },
        { line: 2, kind: 'spelling.misspelt', stage: 4, field: 'textLogos' },
      ],
    ]);
  });

  it('marks a line that is no finding as a remark of its own kind, and leaves headings and the summary line unmarked', () => {
    const summary = finding('summary.figures', { key: 'summary.line', params: { line: 'Your suitability for a general audience score was 93, nicely done.' } });
    const messages = [
      ['<strong>Logos</strong>', 'Readers will follow this rewrite more easily.', 'For your next version:'].join('<br />'),
      renderMessage(summary.message),
    ];
    expect(remarksOfMessages(messages, [summary], place)).toEqual([[{ line: 1, kind: 'chat.notAFinding', stage: 4, field: 'textLogos' }], []]);
  });

  it('marks a summary line that says checks the text passed: its claims may be wrong', () => {
    const sentences = finding('summary.sentences', { key: 'sentence.fits', params: { words: 11, count: 11, readers: 'adults', label: 'about 20 words' } });
    const line = renderMessage(sentences.message);
    const summary = { ...finding('summary.figures', { key: 'summary.line', params: { line: `Score 93. ${line}` } }), parts: [sentences] };
    expect(remarksOfMessages([renderMessage(summary.message)], [summary], place)).toEqual([[{ line: 0, kind: 'summary.figures', stage: 4, field: 'textLogos' }]]);
  });

  it('gives a span outside the judged text no offsets', () => {
    const outside = finding('spelling.misspelt', { key: 'spelling.misspeltNoSuggestion', params: { word: 'tripled' } }, { start: 10, end: 500 });
    expect(remarksOfMessages([renderMessage(outside.message)], [outside], place)).toEqual([[{ line: 0, kind: 'spelling.misspelt', stage: 4, field: 'textLogos' }]]);
  });

  it('marks the lines of findings rendered in Hebrew', () => {
    const item = finding('spelling.misspelt', { key: 'spelling.misspeltNoSuggestion', params: { word: 'tripled' } });
    const hebrew = renderMessage(item.message, 'he');
    expect(remarksOfMessages([hebrew], [item], { ...place, language: 'he' })).toEqual([[{ line: 0, kind: 'spelling.misspelt', stage: 4, field: 'textLogos' }]]);
  });
});

describe('the remark of a question', () => {
  it('carries its subject and the language of the judged text, and reads back from the wire with the writer\'s answer', () => {
    const judgedText = 'אנחנו מודדים את האקוויפר בכל שנה.';
    const question = { ...finding('claims.certainty', { key: 'claims.proves', params: { sentence: judgedText, words: 'x' } }, { start: 0, end: 5 }), subject: 'מוכיח' };
    const remark = remarksOfMessages([renderMessage(question.message, 'he')], [question], { stage: 3, field: 'text120First', judgedText, language: 'he' })[0]?.[0];
    expect(remark).toMatchObject({ kind: 'claims.certainty', subject: 'מוכיח', language: 'he' });
    const back = readRemarks([{ ...toWireRemark(remark!), Answer: 'readersKnow' }, { ...toWireRemark(remark!), Answer: 'maybe', Language: 'fr' }]);
    expect(back[0]).toMatchObject({ subject: 'מוכיח', language: 'he', answer: 'readersKnow' });
    expect(back[1]?.answer).toBeUndefined();
    expect(back[1]?.language).toBeUndefined();
  });
});
