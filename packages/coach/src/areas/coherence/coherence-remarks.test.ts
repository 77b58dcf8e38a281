import { describe, expect, it } from 'vitest';
import type { QuestionContext } from '../../engine/coach.ts';
import { renderFindings } from '../../kinds/render.ts';
import { coherenceText } from '../../../testing/sample-texts.ts';
import { questionFindings } from '../../feedback/question-feedback.ts';
import { questionFeedback } from '../../../testing/question-feedback.ts';

const table = (headers: string[], rows: string[][]) => ({ headers, rows });
const pronouns: QuestionContext = { id: 'coherence.pronouns', number: 3, theme: 't', choice: '1' };
const kinds = (text: string, question: QuestionContext = pronouns) => questionFindings(text, question).map((found) => found.kind);

describe('built-in feedback on Coherence questions', () => {
  it('pronouns: a bare "This" is named with its sentence as the span, and nothing else of the table is judged', () => {
    const found = questionFindings(coherenceText, { ...pronouns, table: table(['Pronoun', 'Word/term referred to'], [['these', 'unicorns']]) });
    expect(found.map((item) => item.kind)).toEqual(['coherence.pronouns.bareDemonstrative']);
    expect(renderFindings(found)).toBe('“This shows that the partners of a coral matter as much as the coral itself.” starts with a bare “This”: add the noun it points to right after it (for example “This result …”).');
    expect(coherenceText.slice(found[0]?.span?.start, found[0]?.span?.end)).toMatch(/^This shows that the partners/);
  });

  it('pronouns: "These are …" asks for a plural noun; "This" before a noun, or opening the text, is no bare one', () => {
    expect(questionFeedback('Red dwarfs are small. These are the best places to look.', pronouns)).toBe(
      '“These are the best places to look.” starts with a bare “These”: add the noun it points to right after it (for example “These results …”).',
    );
    // Quoted, not numbered: which sentence is meant is never in doubt.
    expect(questionFeedback('Corals bleach in heat. This is bad. Reefs recover. This is bad.', pronouns)).toContain('“This is bad.” starts with a bare “This”');
    // "This is called …" names what came before: its "this" is clear.
    expect(kinds('Corals lose their algae in heat. This is called bleaching.')).toEqual([]);
    expect(kinds('Corals lose their algae in heat. This is known as bleaching.')).toEqual([]);
    expect(kinds('Red dwarfs are small. This result is new.')).toEqual([]);
    expect(kinds('Schools could teach screen time. It is very important and really needed.')).toEqual([]);
  });

  it('pronouns: a Hebrew sentence opening with a bare "זה" before a verb is named, "זה" before a noun is not', () => {
    const found = questionFindings('קראנו עם הילדים כל ערב. זה מראה שהם אוהבים ספרים.', pronouns, 'he');
    expect(found.map((item) => item.kind)).toEqual(['coherence.pronouns.bareDemonstrative']);
    expect(found[0]?.message.params).toEqual({ sentence: 'זה מראה שהם אוהבים ספרים.', pronoun: 'זה', example: 'הממצא הזה' });
    expect(renderFindings(found, 'he')).toContain('(למשל “הממצא הזה …”)');
    expect(kinds('קראנו עם הילדים כל ערב. זה הספר שהם אוהבים.')).toEqual([]);
  });

  it('the other questions claim nothing and add no line of their own (no filler)', () => {
    for (const id of ['coherence.keyTerms', 'coherence.adverbs', 'coherence.verbs', 'coherence.connectors']) {
      const question = { id, number: 1, theme: 't', choice: '1', table: table(['A', 'B'], [['<b>x</b>', '<i>y</i>']]) };
      expect(kinds(coherenceText, question)).toEqual([]);
      expect(questionFeedback(coherenceText, question)).toBe('');
    }
  });
});
