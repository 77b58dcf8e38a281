// The coloured text of a result. The server's htmlResult goes through DOMPurify (only <span>
// with its band and <br> survive) and is then turned into React elements: mid-frequency and
// rare words become buttons that show simpler words on hover and keyboard focus and can be
// chosen to see their yearly frequency. One Tab stop for the whole text: the arrow keys, Home
// and End move between the marked words (a roving tabindex), so a long text is no keyboard trap.
// The hint is our own small tooltip (WCAG 1.4.13: it stays while hovered, Escape dismisses it)
// rather than a library one that closes whenever the page scrolls, which focusing a word does.
import {
  Fragment,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { wordsOf } from '@scicomm/jargon';
import type { Alternative } from '../api/types.ts';
import { resultHtmlProfile } from '../../../lib/safe-html.ts';

type MarkedBand = 'mid' | 'rare';

export type Segment =
  | { kind: 'text'; text: string }
  | { kind: 'break' }
  | { kind: 'word'; text: string; form: string; band: MarkedBand; index: number };

/** The segments of a sanitised htmlResult; common words are plain text. */
export function segmentsOf(html: string): Segment[] {
  const fragment = DOMPurify.sanitize(html, { ...resultHtmlProfile, RETURN_DOM_FRAGMENT: true });
  const segments: Segment[] = [];
  let index = 0;
  const pushText = (text: string) => {
    const last = segments.at(-1);
    if (last?.kind === 'text') last.text += text;
    else if (text !== '') segments.push({ kind: 'text', text });
  };
  for (const node of Array.from(fragment.childNodes)) {
    if (node.nodeName === 'BR') {
      segments.push({ kind: 'break' });
      continue;
    }
    const text = node.textContent ?? '';
    const band = node instanceof HTMLElement ? node.dataset['band'] : undefined;
    if (band === 'mid' || band === 'rare') {
      segments.push({
        kind: 'word',
        text,
        form: wordsOf(text)[0] ?? text.toLowerCase(),
        band,
        index: index++,
      });
    } else {
      pushText(text);
    }
  }
  return segments;
}

/** The hint's largest width in px (CSS .dj-tooltip max-width: 18rem). */
const HINT_WIDTH = 288;

/** Fixed position next to the word, kept inside the window. */
function placement(element: HTMLElement, direction: 'ltr' | 'rtl') {
  const rect = element.getBoundingClientRect();
  const width = window.innerWidth;
  // Above the word, or below it when the word is near the top of the window.
  const vertical =
    rect.top < 72 ? { top: rect.bottom + 6 } : { bottom: window.innerHeight - rect.top + 6 };
  const inline =
    direction === 'rtl'
      ? { right: Math.max(8, Math.min(width - rect.right, width - 8 - HINT_WIDTH)) }
      : { left: Math.max(8, Math.min(rect.left, width - 8 - HINT_WIDTH)) };
  return { position: 'fixed' as const, ...vertical, ...inline };
}

export interface ChosenWord {
  form: string;
  band: MarkedBand;
  /** The button, to give focus back when the details close. */
  element: HTMLButtonElement;
  byKeyboard: boolean;
}

interface ColouredTextProps {
  html: string;
  alternatives: Record<string, Alternative[]>;
  direction: 'ltr' | 'rtl';
  label: string;
  describedBy?: string;
  chosen?: string | null;
  onChoose: (word: ChosenWord) => void;
}

export function ColouredText({
  html,
  alternatives,
  direction,
  label,
  describedBy,
  chosen,
  onChoose,
}: ColouredTextProps) {
  const { t } = useTranslation();
  const segments = useMemo(() => segmentsOf(html), [html]);
  const wordCount = useMemo(
    () => segments.filter((segment) => segment.kind === 'word').length,
    [segments],
  );
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const hintId = useId();
  const [hint, setHint] = useState<{
    index: number;
    element: HTMLButtonElement;
    segment: Extract<Segment, { kind: 'word' }>;
  } | null>(null);
  const [, setScrolled] = useState(0);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const keep = useCallback(() => clearTimeout(closing.current), []);
  const hide = useCallback(() => {
    clearTimeout(closing.current);
    setHint(null);
  }, []);
  const hideSoon = useCallback(() => {
    clearTimeout(closing.current);
    closing.current = setTimeout(() => setHint(null), 150);
  }, []);
  const show = (index: number, element: HTMLButtonElement) => {
    keep();
    const segment = segments.find(
      (candidate): candidate is Extract<Segment, { kind: 'word' }> =>
        candidate.kind === 'word' && candidate.index === index,
    );
    if (segment) setHint({ index, element, segment });
  };

  useEffect(() => {
    if (!hint) return;
    // Follow the word when the page or the text scrolls; Escape dismisses the hint anywhere.
    const follow = () => setScrolled((count) => count + 1);
    const escape = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && setHint(null);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    document.addEventListener('keydown', escape);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
      document.removeEventListener('keydown', escape);
    };
  }, [hint]);
  useEffect(() => () => clearTimeout(closing.current), []);

  const move = (to: number) => {
    const next = Math.max(0, Math.min(wordCount - 1, to));
    setActive(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (wordCount === 0) return;
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const keys: Record<string, number> = {
      [forward]: active + 1,
      ArrowDown: active + 1,
      [backward]: active - 1,
      ArrowUp: active - 1,
      Home: 0,
      End: wordCount - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  const tipOf = (form: string, band: MarkedBand): ReactNode => {
    if (band === 'mid') return t('deJargonizer.word.midTip');
    const options = alternatives[form] ?? [];
    return options.length > 0
      ? t('deJargonizer.word.alternatives', {
          words: options.map((option) => option.word).join(', '),
        })
      : t('deJargonizer.word.noAlternatives');
  };

  return (
    <div
      className="dj-coloured"
      dir={direction}
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
    >
      {segments.map((segment, position) => {
        if (segment.kind === 'text') return <Fragment key={position}>{segment.text}</Fragment>;
        if (segment.kind === 'break') return <br key={position} />;
        return (
          <button
            key={position}
            ref={(element) => {
              buttons.current[segment.index] = element;
            }}
            type="button"
            className={`dj-word dj-band--${segment.band}`}
            aria-label={`${segment.text} (${t(`deJargonizer.band.${segment.band}`)})`}
            aria-describedby={hint?.index === segment.index ? hintId : undefined}
            tabIndex={segment.index === active ? 0 : -1}
            aria-expanded={chosen === segment.form}
            onFocus={(event) => {
              setActive(segment.index);
              show(segment.index, event.currentTarget);
            }}
            onBlur={hide}
            onMouseEnter={(event) => show(segment.index, event.currentTarget)}
            onMouseLeave={hideSoon}
            onClick={(event) =>
              onChoose({
                form: segment.form,
                band: segment.band,
                element: event.currentTarget,
                byKeyboard: event.detail === 0,
              })
            }
          >
            {segment.text}
          </button>
        );
      })}
      {hint &&
        createPortal(
          <div
            id={hintId}
            role="tooltip"
            className="dj-tooltip"
            dir={direction}
            style={placement(hint.element, direction)}
            onMouseEnter={keep}
            onMouseLeave={hide}
          >
            {tipOf(hint.segment.form, hint.segment.band)}
          </div>,
          document.body,
        )}
    </div>
  );
}
