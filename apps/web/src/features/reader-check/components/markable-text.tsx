// The reader's text with every word a toggle button (docs/reader-check.md "The reader's page"),
// each with the punctuation that touches it in a unit that does not wrap, so no line starts with
// '. Each' or ends with an opening quote.
// One word is in the Tab order at a time (a roving tabindex): the arrow keys move word by word
// (mirrored in right-to-left text), Home and End jump to the ends, and Space or Enter marks or
// unmarks, as a button does. aria-pressed tells screen readers a word's state, and a polite live
// region says what changed. Each word re-renders only when its own state changes, so a mark
// paints in one frame however long the text.
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface MarkableTextProps {
  text: string;
  words: ReadonlyArray<readonly [number, number]>;
  direction: 'ltr' | 'rtl';
  marked: ReadonlySet<number>;
  onToggle: (index: number) => void;
  labelId: string;
}

/**
 * A word with the punctuation that touches it ('"the', 'fungi".'), kept on one line (a unit that
 * does not wrap), or the spaces between two units, where a line may break. Only the word is a
 * button; its punctuation is plain text beside it.
 */
type Piece =
  | { kind: 'gap'; text: string }
  | { kind: 'word'; lead: string; text: string; trail: string; index: number };

function piecesOf(text: string, words: MarkableTextProps['words']): Piece[] {
  const pieces: Piece[] = [];
  let previous: Extract<Piece, { kind: 'word' }> | null = null;
  let lead = '';
  /** Splits the text between two words: what touches the word before, the spaces, what touches the next. */
  const addGap = (gap: string, last: boolean) => {
    if (gap === '') return;
    if (!/\s/u.test(gap)) {
      // No space: it all touches the word before (or, before the first word, the first word).
      if (previous) previous.trail += gap;
      else if (last) pieces.push({ kind: 'gap', text: gap });
      else lead = gap;
      return;
    }
    let headEnd = 0;
    while (!/\s/u.test(gap.charAt(headEnd))) headEnd += 1;
    let tailStart = gap.length;
    while (!last && !/\s/u.test(gap.charAt(tailStart - 1))) tailStart -= 1;
    const head = gap.slice(0, headEnd);
    const tail = gap.slice(tailStart);
    if (previous) previous.trail += head;
    const middle = gap.slice(previous ? head.length : 0, gap.length - tail.length);
    if (middle !== '') pieces.push({ kind: 'gap', text: middle });
    lead = tail;
  };
  let at = 0;
  words.forEach(([start, end], index) => {
    addGap(text.slice(at, start), false);
    previous = { kind: 'word', lead, text: text.slice(start, end), trail: '', index };
    lead = '';
    pieces.push(previous);
    at = end;
  });
  addGap(text.slice(at), true);
  return pieces;
}

const Word = memo(function Word({
  index,
  text,
  marked,
  tabbable,
  onToggle,
  onFocusWord,
}: {
  index: number;
  text: string;
  marked: boolean;
  tabbable: boolean;
  onToggle: (index: number) => void;
  onFocusWord: (index: number) => void;
}) {
  return (
    <button
      type="button"
      className="rc-word"
      data-word={index}
      aria-pressed={marked}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onToggle(index)}
      onFocus={() => onFocusWord(index)}
    >
      {text}
    </button>
  );
});

const NEXT_KEYS: Record<'ltr' | 'rtl', Record<string, number>> = {
  ltr: { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 },
  rtl: { ArrowLeft: 1, ArrowDown: 1, ArrowRight: -1, ArrowUp: -1 },
};

export function MarkableText({ text, words, direction, marked, onToggle, labelId }: MarkableTextProps) {
  const { t } = useTranslation('reader-check');
  const pieces = useMemo(() => piecesOf(text, words), [text, words]);
  const [active, setActive] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const container = useRef<HTMLDivElement>(null);
  // The toggle reads the marks through a ref, so it stays one function and no word re-renders for it.
  const markedRef = useRef(marked);
  useLayoutEffect(() => {
    markedRef.current = marked;
  }, [marked]);

  const focusWord = (index: number) => {
    const target = Math.max(0, Math.min(words.length - 1, index));
    setActive(target);
    container.current?.querySelector<HTMLButtonElement>(`[data-word="${target}"]`)?.focus();
  };

  const toggle = useCallback(
    (index: number) => {
      const word = words[index];
      if (!word) return;
      const nowMarked = !markedRef.current.has(index);
      const count = markedRef.current.size + (nowMarked ? 1 : -1);
      const label = text.slice(word[0], word[1]);
      setAnnouncement(t(nowMarked ? 'readerCheck.read.markedWord' : 'readerCheck.read.unmarkedWord', { word: label, count }));
      onToggle(index);
    },
    [onToggle, t, text, words],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = NEXT_KEYS[direction][event.key];
    if (step !== undefined) {
      event.preventDefault();
      focusWord(active + step);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusWord(event.key === 'Home' ? 0 : words.length - 1);
    }
  };

  return (
    <>
      <div ref={container} className="rc-text" role="group" aria-labelledby={labelId} dir={direction} onKeyDown={onKeyDown}>
        {pieces.map((piece, i) =>
          piece.kind === 'gap' ? (
            <span key={`g${i}`}>{piece.text}</span>
          ) : (
            <span key={`w${piece.index}`} className="rc-unit">
              {piece.lead}
              <Word
                index={piece.index}
                text={piece.text}
                marked={marked.has(piece.index)}
                tabbable={piece.index === active}
                onToggle={toggle}
                onFocusWord={setActive}
              />
              {piece.trail}
            </span>
          ),
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
