// The coloured text of a result. The server's htmlResult goes through DOMPurify (only <span>
// with its band and <br> survive) and is then turned into React elements: mid-frequency and
// rare words become buttons that show simpler words on hover and keyboard focus and can be
// chosen to see their yearly frequency. One Tab stop for the whole text: the arrow keys, Home
// and End move between the marked words (a roving tabindex), so a long text is no keyboard trap.
import { Fragment, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import DOMPurify from 'dompurify';
import { Tooltip } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { wordsOf } from '@scicomm/jargon';
import type { Alternative } from '../api/types.ts';

type MarkedBand = 'mid' | 'rare';

export type Segment =
  | { kind: 'text'; text: string }
  | { kind: 'break' }
  | { kind: 'word'; text: string; form: string; band: MarkedBand; index: number };

/** The segments of a sanitised htmlResult; common words are plain text. */
export function segmentsOf(html: string): Segment[] {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['span', 'br'],
    ALLOWED_ATTR: ['class', 'data-band'],
    RETURN_DOM_FRAGMENT: true,
  });
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
      segments.push({ kind: 'word', text, form: wordsOf(text)[0] ?? text.toLowerCase(), band, index: index++ });
    } else {
      pushText(text);
    }
  }
  return segments;
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

export function ColouredText({ html, alternatives, direction, label, describedBy, chosen, onChoose }: ColouredTextProps) {
  const { t } = useTranslation();
  const segments = useMemo(() => segmentsOf(html), [html]);
  const wordCount = useMemo(() => segments.filter((segment) => segment.kind === 'word').length, [segments]);
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (to: number) => {
    const next = Math.max(0, Math.min(wordCount - 1, to));
    setActive(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (wordCount === 0) return;
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const keys: Record<string, number> = { [forward]: active + 1, ArrowDown: active + 1, [backward]: active - 1, ArrowUp: active - 1, Home: 0, End: wordCount - 1 };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  const tipOf = (form: string, band: MarkedBand): ReactNode => {
    if (band === 'mid') return t('deJargonizer.word.midTip');
    const options = alternatives[form] ?? [];
    return options.length > 0
      ? t('deJargonizer.word.alternatives', { words: options.map((option) => option.word).join(', ') })
      : t('deJargonizer.word.noAlternatives');
  };

  return (
    <div className="dj-coloured" dir={direction} role="group" aria-label={label} aria-describedby={describedBy} onKeyDown={onKeyDown}>
      {segments.map((segment, position) => {
        if (segment.kind === 'text') return <Fragment key={position}>{segment.text}</Fragment>;
        if (segment.kind === 'break') return <br key={position} />;
        return (
          <Tooltip.Root key={position}>
            <Tooltip.Trigger asChild>
              <button
                ref={(element) => {
                  buttons.current[segment.index] = element;
                }}
                type="button"
                className={`dj-word dj-band--${segment.band}`}
                aria-label={`${segment.text} (${t(`deJargonizer.band.${segment.band}`)})`}
                tabIndex={segment.index === active ? 0 : -1}
                aria-expanded={chosen === segment.form}
                onFocus={() => setActive(segment.index)}
                onClick={(event) =>
                  onChoose({ form: segment.form, band: segment.band, element: event.currentTarget, byKeyboard: event.detail === 0 })
                }
              >
                {segment.text}
              </button>
            </Tooltip.Trigger>
            <Tooltip.Portal>
              <Tooltip.Content className="dj-tooltip" side="top" sideOffset={4}>
                {tipOf(segment.form, segment.band)}
                <Tooltip.Arrow className="dj-tooltip-arrow" />
              </Tooltip.Content>
            </Tooltip.Portal>
          </Tooltip.Root>
        );
      })}
    </div>
  );
}
