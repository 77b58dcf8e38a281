// A version's figures (score, word count) are drawn under the version as its measures, not as a
// bubble of the coach (docs/exercises.md "No filler").
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createI18n } from '../../../lib/i18n.ts';
import type { ChatMessage } from '../../../lib/message-language.ts';
import { loadMessageHtml } from '../lib/chat-html.ts';
import { MessageList } from './message-list.tsx';

const messages: ChatMessage[] = [
  { id: 's1', text: 'We study how wheat copes with drought.', isStudent: true, inputType: 'text' },
  { id: 'f1', text: 'Your suitability for a general audience score was 92; you used 30 words (target 30, 20–40).', isStudent: false, inputType: 'text', figures: true },
  { id: 'b1', text: 'Now write 120 words again.', isStudent: false, inputType: 'text' },
];

describe('the chat', () => {
  it('draws a version\'s figures as its measures, not as the coach speaking', async () => {
    const messageHtml = await loadMessageHtml();
    render(
      <AppProviders i18n={createI18n('en')} auth={{ status: 'signed-out' }}>
        <MessageList messages={messages} typing={false} onOption={() => {}} messageHtml={messageHtml} openingHtml={new Map()} />
      </AppProviders>,
    );
    const log = screen.getByRole('log');
    const figures = within(log).getByText(/score was 92; you used 30 words/u).closest('p');
    expect(figures?.className).toBe('chat-figures');
    expect(figures?.textContent).toMatch(/^Measures of your text: Your suitability/u);
    expect(log.querySelectorAll('.chat-bubble--bot')).toHaveLength(1);
    expect(log.querySelector('.chat-bubble--bot')?.textContent).not.toContain('score');
  });
});
