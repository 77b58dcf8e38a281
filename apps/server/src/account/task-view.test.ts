import { describe, expect, it } from 'vitest';
import { rebuildConversation } from './task-view.ts';

describe('a rebuilt Coherence conversation (no stored messages)', () => {
  it('shows a table answer as a table, a choice with its label, and escapes every cell', () => {
    const conversation = rebuildConversation('coherence', {
      initialText: 'Corals bleach.',
      question1Choice: '1',
      question1Details: 'Repeated key word/term,# times repeated,Additional keywords to repeat\ncorals,3,"heat, <b>algae</b>"',
      question2Choice: '2',
      question2Details: 'I typed my adverbs here instead.',
      question3Details: 'Keywords that can be repeated\nreef',
    });
    const byId = Object.fromEntries(conversation.map((message) => [message.id, message.text]));
    expect(byId.question1Choice).toBe('<strong>Question 1 Choice:</strong><br />1 (Yes)');
    expect(byId.question2Choice).toContain('2 (No)');
    expect(byId.question1Details).toBe(
      '<strong>Question 1 Details:</strong><br /><table><thead><tr><th>Repeated key word/term</th><th># times repeated</th><th>Additional keywords to repeat</th></tr></thead>' +
        '<tbody><tr><td>corals</td><td>3</td><td>heat, &lt;b&gt;algae&lt;/b&gt;</td></tr></tbody></table>',
    );
    expect(byId.question2Details).toBe('<strong>Question 2 Details:</strong><br />I typed my adverbs here instead.');
    // A one-column table is recognised by its known header.
    expect(byId.question3Details).toContain('<th>Keywords that can be repeated</th>');
  });
});
