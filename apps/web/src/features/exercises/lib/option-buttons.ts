// The option elements of a bot message turned into real buttons (docs/product.md §2, §4), on a
// message's DOM that is sanitised already: by DOMPurify (message-html.ts), or by the build for the
// prerendered opening (chat-html.ts). No DOMPurify here, so that the opening can be drawn before
// it has been fetched.
import { optionValue } from '@scicomm/coach/markup/options';

/** Option elements: the coach marks them class="option" with a data-value. */
export const OPTION_SELECTOR = '.option, [data-value]';

/**
 * The HTML of `container` (a message's sanitised DOM) with its options turned into buttons
 * carrying the value a click sends (data-value, or the number in parentheses). Options of earlier
 * questions are left as plain text (`interactive` false): answering an old question again would
 * only confuse.
 */
export function withOptionButtons(container: HTMLElement, interactive: boolean, waiting: boolean): string {
  const document = container.ownerDocument;
  for (const element of Array.from(container.querySelectorAll<HTMLElement>(OPTION_SELECTOR))) {
    const value = optionValue(element.getAttribute('data-value'), element.textContent);
    if (!value) continue;
    const replacement = document.createElement(interactive ? 'button' : 'span');
    replacement.className = interactive ? 'chat-option' : 'chat-option chat-option--inert';
    replacement.textContent = element.textContent ?? value;
    if (interactive) {
      replacement.setAttribute('type', 'button');
      replacement.setAttribute('data-option-value', value);
      // The chat cannot take an answer yet (the prerendered opening before its first call has
      // answered, or a call in flight): a click would be lost, so the option says it is not ready.
      if (waiting) replacement.setAttribute('disabled', '');
    }
    element.replaceWith(replacement);
  }
  return container.innerHTML;
}

/** The value an activated option sends, from a click anywhere inside it. */
export function optionValueOf(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  return target.closest('[data-option-value]')?.getAttribute('data-option-value') ?? null;
}
