import { forwardRef, useId, useLayoutEffect, useRef, useSyncExternalStore, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countWords } from '@scicomm/coach/engine/word-count';

/** The text box grows with its text up to this height (docs/product.md §9), then scrolls. */
export const COMPOSER_MAX_HEIGHT_PX = 200;

interface ComposerProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  /** Text was pasted into the box: how many characters (copyPasteCheck, docs/exercises.md). */
  onPaste?: (chars: number) => void;
  /** Why nothing can be sent any more (the exercise is finished): the box is disabled with this note. */
  disabledNote?: string | undefined;
  /** The chat cannot take an answer yet (the coach has not spoken, or a call is in flight): typing goes on, sending waits. */
  waiting?: boolean;
}

const COARSE_POINTER = '(pointer: coarse)';

/** Touch devices (a coarse pointer): Enter makes a new line there and no key hint is shown. */
function useCoarsePointer(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = typeof window.matchMedia === 'function' ? window.matchMedia(COARSE_POINTER) : null;
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(COARSE_POINTER).matches,
    () => false,
  );
}

const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Shift+Enter sends (docs/product.md §5), and Ctrl+Enter or ⌘+Enter too (docs/exercises.md); Enter alone is a new line. */
export function isSendKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey'> & { nativeEvent?: { isComposing?: boolean } }): boolean {
  return event.key === 'Enter' && (event.shiftKey || event.ctrlKey || event.metaKey) && !event.nativeEvent?.isComposing;
}

/** The text box with its word counter, Clear and Send. */
export const Composer = forwardRef<HTMLTextAreaElement, ComposerProps>(function Composer({ draft, onDraftChange, onSend, onPaste, disabledNote, waiting = false }, ref) {
  const { t } = useTranslation(['exerciseSession', 'exercises']);
  const id = useId();
  const innerRef = useRef<HTMLTextAreaElement | null>(null);
  const coarse = useCoarsePointer();
  const disabled = disabledNote !== undefined;

  useLayoutEffect(() => {
    const box = innerRef.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight, COMPOSER_MAX_HEIGHT_PX)}px`;
  }, [draft]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendKey(event)) {
      event.preventDefault();
      if (!waiting) onSend();
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
        if (!waiting) onSend();
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
        disabled={disabled}
        aria-describedby={disabled ? `${id}-disabled` : coarse ? `${id}-count` : `${id}-count ${id}-hint`}
      />
      {disabled && (
        <p id={`${id}-disabled`} className="composer__disabled">
          {disabledNote}
        </p>
      )}
      <div className="composer__bar">
        <span id={`${id}-count`} className="composer__count">
          {t('exercises.words', { count: countWords(draft) })}
        </span>
        {!coarse && !disabled && (
          <span id={`${id}-hint`} className="composer__hint">
            {t(isApple() ? 'exerciseSession.sendHintMac' : 'exerciseSession.sendHint')}
          </span>
        )}
        <span className="composer__buttons">
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={disabled}
            onClick={() => {
              onDraftChange('');
              innerRef.current?.focus();
            }}
          >
            {t('exercises.clear')}
          </button>
          <button type="submit" className="button button--small" disabled={disabled || waiting}>
            {t('exercises.send')}
          </button>
        </span>
      </div>
    </form>
  );
});
