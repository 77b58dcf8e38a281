import { describe, expect, it } from 'vitest';
import { rebuildConversation, rebuiltFields } from './task-view.ts';

describe('the rebuilt conversation of a stored Coherence or Critical Thinking task', () => {
  it('takes its fields and bold labels from the scripts’ declarations, in conversation order', () => {
    const coherence = rebuiltFields.coherence ?? [];
    expect(coherence.slice(0, 6).map(({ key, label, student }) => [key, label, student])).toEqual([
      ['initialText', 'Initial Text', true],
      ['question1Choice', 'Question 1 Choice', true],
      ['question1Details', 'Question 1 Details', true],
      ['feedback1', 'Feedback 1', false],
      ['revisionAfterQuestion1', 'Revision After Question 1', true],
      ['question2Choice', 'Question 2 Choice', true],
    ]);
    expect(coherence.slice(-6).map(({ label }) => label)).toEqual([
      'Final Text',
      'Reflection Answer 1',
      'Reflection Answer 2',
      'Reflection Answer 3',
      'Reflection Answer 4',
      'Reflection Open Response',
    ]);
    expect(coherence).toHaveLength(27);
    const critical = rebuiltFields.criticalThinking ?? [];
    expect(critical.map(({ label }) => label).slice(0, 4)).toEqual(['Initial Summary', 'Question 1 Answer', 'Feedback 1', 'Revision After Question 1']);
    expect(critical.some(({ key }) => key === 'currentSummary')).toBe(false);
  });

  it('skips empty fields and gives feedback to the coach', () => {
    const messages = rebuildConversation('coherence', { initialText: 'My text', feedback1: 'Good', question1Details: '' });
    expect(messages.map(({ id, isStudent }) => [id, isStudent])).toEqual([
      ['initialText', true],
      ['feedback1', false],
    ]);
    expect(messages[0]?.text).toBe('<strong>Initial Text:</strong><br />My text');
  });
});
