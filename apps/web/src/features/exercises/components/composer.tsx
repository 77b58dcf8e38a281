import { forwardRef, useId, useLayoutEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countWords } from '@scicomm/coach/word-count';

/** The text box grows with its text up to this height (spec §9), then scrolls. */
export const COMPOSER_MAX_HEIGHT_PX = 200;

interface ComposerProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  /** Text was pasted into the box: how many characters (copyPasteCheck, docs/exercises.md). */
  onPaste?: (chars: number) => void;
}

/** The text box with its word counter, Clear and Send; Shift+Enter sends (spec §5). */
export const Composer = forwardRef<HTMLTextAreaElement, ComposerProps>(function Composer({ draft, onDraftChange, onSend, onPaste }, ref) {
  const { t } = useTranslation();
  const id = useId();
  const innerRef = useRef<HTMLTextAreaElement | null>(null);

  useLayoutEffect(() => {
    const box = innerRef.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight, COMPOSER_MAX_HEIGHT_PX)}px`;
  }, [draft]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    }
  };

  const onPasteText = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (pasted !== '') onPaste?.([...pasted].length);
  };

  const setRefs = (element: HTMLTextAreaElement | null) => {
    innerRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <label htmlFor={`${id}-text`} className="composer__label">
        {t('exercises.messageLabel')}
      </label>
      <textarea
        id={`${id}-text`}
        ref={setRefs}
        className="composer__text"
        dir="auto"
        rows={3}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPasteText}
        aria-describedby={`${id}-count ${id}-hint`}
      />
      <div className="composer__bar">
        <span id={`${id}-count`} className="composer__count">
          {t('exercises.words', { count: countWords(draft) })}
        </span>
        <span id={`${id}-hint`} className="composer__hint">
          {t('exercises.shiftEnter')}
        </span>
        <span className="composer__buttons">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              onDraftChange('');
              innerRef.current?.focus();
            }}
          >
            {t('exercises.clear')}
          </button>
          <button type="submit" className="button button--small">
            {t('exercises.send')}
          </button>
        </span>
      </div>
    </form>
  );
});
