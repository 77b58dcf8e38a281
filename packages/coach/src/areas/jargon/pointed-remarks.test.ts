// From the walks: a remark that said nothing about this text (a stock line)
// now points at a sentence of it or is not shown.
import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../kinds/render.ts';

describe('Critical Thinking: the research question offered', () => {
  it('offers a research question as a start, not as one that names what was measured', () => {
    // A walk: "names what you measured" above "Do tablets in primary schools help students?", which names nothing measured.
    expect(renderMessage({ key: 'questions.ct.improvedQuestion', params: { question: 'Do tablets help students?' } })).toBe(
      'Could you state your research question as one direct question, and name in it what you measured? A start, in your words: “Do tablets help students?”',
    );
  });
});
