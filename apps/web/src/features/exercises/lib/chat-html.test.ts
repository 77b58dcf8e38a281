import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../lib/message-language.ts';
import { sanitizeMessageHtml } from '../../../lib/safe-html.ts';
import { bubbleHtml, loadMessageHtml, messageHtmlNow, showableNow } from './chat-html.ts';

// As the coach writes an opening: `<br />`, which DOMPurify gives back as `<br>`.
const question =
  'Who are your readers?<br /><span class="option" data-value="1">(1) Academic readers</span><br /><span class="option">(2) The general public</span>';
const greeting = 'Welcome!';
const opening = new Map([question, greeting].map((text) => [text, sanitizeMessageHtml(text)]));
const bot = (text: string): ChatMessage => ({ id: text, text, isStudent: false, inputType: 'text' });

describe('the chat before its message HTML module is in', () => {
  it('draws an opening text from its sanitised HTML, options made buttons, and nothing else', () => {
    expect(messageHtmlNow()).toBeNull();
    const interactive = bubbleHtml(null, bot(question), opening.get(question), true, true);
    const container = document.createElement('div');
    container.innerHTML = interactive ?? '';
    expect(Array.from(container.querySelectorAll('button'), (button) => [button.textContent, button.getAttribute('data-option-value'), button.disabled])).toEqual([
      ['(1) Academic readers', '1', true],
      ['(2) The general public', '2', true],
    ]);
    expect(bubbleHtml(null, bot('<b>Not the opening</b>'), undefined, true, false)).toBeNull();
    expect(bubbleHtml(null, { text: greeting, isStudent: true }, opening.get(greeting), false, false)).toBeNull();
  });

  it('shows an answer without the module only when each message is an opening text', () => {
    expect(showableNow([bot(greeting), bot(question)], opening)).toBe(true);
    expect(showableNow([bot(greeting), bot('Something else')], opening)).toBe(false);
    expect(showableNow([{ ...bot(greeting), isStudent: true }], opening)).toBe(false);
  });

  it('draws the opening as the module does once it is in (the prerendered HTML the page hydrates)', async () => {
    const module = await loadMessageHtml();
    expect(messageHtmlNow()).toBe(module);
    for (const [interactive, waiting] of [
      [true, true],
      [true, false],
      [false, false],
    ] as const)
      for (const text of [question, greeting])
        expect(bubbleHtml(null, bot(text), opening.get(text), interactive, waiting)).toBe(bubbleHtml(module, bot(text), opening.get(text), interactive, waiting));
    expect(showableNow([bot('Something else'), { ...bot('typed'), isStudent: true }], opening)).toBe(true);
  });
});
