import { describe, expect, it } from 'vitest';
import { sanitizeMessageHtml } from '../../../lib/safe-html.ts';
import { botMessageHtml, studentTextToHtml, tableToHtml } from './message-html.ts';
import { optionValueOf } from './option-buttons.ts';

describe('message HTML', () => {
  it('drops scripts, event handlers, our own controls and remote content', () => {
    const clean = sanitizeMessageHtml(
      '<p onclick="x()">Hi<script>alert(1)</script><img src="https://evil.example/x.png"><button>Go</button><input value="1"><iframe src="/"></iframe><span style="color:red" class="option" data-value="1">(1) A</span></p>',
    );
    expect(clean).toBe('<p>HiGo<span class="option" data-value="1">(1) A</span></p>');
  });

  it("keeps the coach's isolation of the writer's words written the other way (a Hebrew sentence in an English question)", () => {
    const html = 'In “<bdi dir="rtl">הניסוי הוכיח זאת.</bdi>”, the wording “<bdi dir="rtl">הוכיח</bdi>” says your evidence proves it.';
    expect(sanitizeMessageHtml(html)).toBe(html);
  });

  it('escapes what the student typed and keeps its line breaks', () => {
    expect(studentTextToHtml('  a < b & "c"\n<i>d</i>  ')).toBe('a &lt; b &amp; "c"<br>&lt;i&gt;d&lt;/i&gt;');
  });

  it('renders a table answer with every cell escaped', () => {
    expect(tableToHtml(['Claim'], [['<b>x</b>']])).toBe('<table><thead><tr><th>Claim</th></tr></thead><tbody><tr><td>&lt;b&gt;x&lt;/b&gt;</td></tr></tbody></table>');
  });

  it('turns options of the current question into buttons with the value to send', () => {
    const html = botMessageHtml('Pick:<br><span class="option" data-value="2">(2) Two</span><span class="option">(7) Seven</span><span class="option">none</span>', true);
    const container = document.createElement('div');
    container.innerHTML = html;
    const buttons = Array.from(container.querySelectorAll('button'));
    expect(buttons.map((button) => [button.textContent, button.getAttribute('data-option-value'), button.type])).toEqual([
      ['(2) Two', '2', 'button'],
      ['(7) Seven', '7', 'button'],
    ]);
    const inner = document.createElement('strong');
    buttons[1]!.append(inner);
    expect(optionValueOf(inner)).toBe('7');
    expect(optionValueOf(container)).toBeNull();
  });

  it('shows the options disabled while the chat cannot take the answer (a click would be lost)', () => {
    const html = botMessageHtml('<span class="option" data-value="1">(1) One</span>', true, true);
    const container = document.createElement('div');
    container.innerHTML = html;
    const button = container.querySelector('button');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-option-value', '1');
    expect(botMessageHtml('<span class="option" data-value="1">(1) One</span>', true)).not.toContain('disabled');
  });

  it('leaves options of earlier questions as plain text', () => {
    const html = botMessageHtml('<span class="option" data-value="1">(1) One</span>', false);
    expect(html).toBe('<span class="chat-option chat-option--inert">(1) One</span>');
  });
});
