// Chat messages are HTML (docs/product.md §3 "Chat message"). Every message is sanitised with DOMPurify
// before it is shown and before it is sent (docs/product.md §5). What the student types is text: it is
// escaped first, so "p<0.05" or "<b>" reach the coach as the characters typed, and sanitising
// the escaped HTML changes nothing. Option elements in bot messages (docs/product.md §2, §4) become real
// buttons, so they are clickable and keyboard-operable.
import { escapeHtml, textToHtml } from '@scicomm/coach/markup/html';
import { optionValue } from '@scicomm/coach/markup/options';
import { htmlDocument, messageHtmlProfile, purifier, sanitizeMessageHtml } from '../../../lib/safe-html.ts';
import { OPTION_SELECTOR, withOptionButtons } from './option-buttons.ts';

export { sanitizeMessageHtml };

/** What the student typed, as the safe HTML of a student message (line breaks kept). */
export function studentTextToHtml(text: string): string {
  return sanitizeMessageHtml(textToHtml(text.trim()));
}

/** A table-input answer as the HTML of a student message; every cell escaped. */
export function tableToHtml(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const cells = (row: readonly string[], tag: 'th' | 'td') => row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('');
  const head = headers.length > 0 ? `<thead><tr>${cells(headers, 'th')}</tr></thead>` : '';
  const body = rows.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('');
  return sanitizeMessageHtml(`<table>${head}<tbody>${body}</tbody></table>`);
}

/**
 * A bot message's sanitised HTML with its options turned into buttons (option-buttons.ts); options
 * of earlier questions (`interactive` false) are left as plain text.
 */
export function botMessageHtml(html: string, interactive: boolean, waiting = false): string {
  const container = htmlDocument().createElement('div');
  container.append(purifier().sanitize(html, { ...messageHtmlProfile, RETURN_DOM_FRAGMENT: true }));
  return withOptionButtons(container, interactive, waiting);
}

/**
 * What an option of this bot message that sends `value` says, without its "(2)" marker; null when
 * the message has no such option. A chosen option is shown as its words, not as the bare value sent.
 */
export function optionLabelIn(html: string, value: string): string | null {
  const container = htmlDocument().createElement('div');
  container.append(purifier().sanitize(html, { ...messageHtmlProfile, RETURN_DOM_FRAGMENT: true }));
  for (const element of Array.from(container.querySelectorAll<HTMLElement>(OPTION_SELECTOR))) {
    const text = (element.textContent ?? '').trim();
    if (optionValue(element.getAttribute('data-value'), text) !== value) continue;
    return text.replace(/^\(\s*\d+\s*\)\s*/, '') || text;
  }
  return null;
}
