// The text box that is itself the coloured view: a <textarea> the writer edits as usual, drawn
// over a backdrop that paints the same text with its mid-frequency and rare words marked, in the
// same font and wrapping, so the writer fixes highlighted words in place. The textarea grows with
// its text (the page scrolls, the box never clips). A click or tap on a marked word reports it
// (the page opens its details next to it); so does the caret landing on one, for the keyboard.
import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, type ReactNode } from 'react';
import { wordsOf } from '@scicomm/jargon';
import { LinePainter, wordAtOffset as wordOfText, type ColouredLines } from '../coloured-lines.ts';
import { ownColours } from '../../../lib/own-colours.ts';

export interface WordAtCaret {
  index: number;
  /** Where the word begins in the text. */
  start: number;
  form: string;
  written: string;
  band: 'mid' | 'rare';
  anchor: HTMLElement;
}

interface JargonEditorProps {
  id: string;
  text: string;
  onTextChange: (text: string) => void;
  /**
   * The colours of `text`, line by line: a line whose colours are the same object as before is
   * not repainted (createLineAnalyzer keeps unchanged lines' objects); null (or colours of
   * another text) shows the text plain.
   */
  coloured: ColouredLines | null;
  direction: 'ltr' | 'rtl';
  describedBy?: string;
  readOnly?: boolean;
  /** A click or tap on a marked word. */
  onPick: (word: WordAtCaret) => void;
  /** The marked word the caret is in after a key or selection change, or null. */
  onCaret: (word: WordAtCaret | null) => void;
  children?: ReactNode;
}

export interface JargonEditorHandle {
  focus: () => void;
  /** The marked word at the caret, if any. */
  wordAtCaret: () => WordAtCaret | null;
}

const sizesItself = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

export const JargonEditor = forwardRef<JargonEditorHandle, JargonEditorProps>(function JargonEditor(
  { id, text, onTextChange, coloured, direction, describedBy, readOnly = false, onPick, onCaret },
  handle,
) {
  const area = useRef<HTMLTextAreaElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const painter = useRef<LinePainter | null>(null);
  const lines = coloured !== null && coloured.text === text ? coloured : null;

  // Grow with the text: no scrollbar inside the box, so the backdrop never has to follow one.
  // Chromium sizes it natively (CSS field-sizing: content), without a forced layout per
  // keystroke; elsewhere the height is set from scrollHeight.
  useLayoutEffect(() => {
    const element = area.current;
    if (!element || sizesItself) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight + 2}px`;
  }, [text]);

  useLayoutEffect(() => {
    if (!backdrop.current) return;
    painter.current ??= new LinePainter(backdrop.current);
    if (lines) painter.current.update(text, lines);
    else painter.current.clear();
  }, [text, lines]);
  useLayoutEffect(() => () => painter.current?.clear(), []);

  const wordAtOffset = (offset: number): WordAtCaret | null => {
    const word = lines ? wordOfText(lines, offset) : null;
    if (!lines || !word || (word.band !== 'mid' && word.band !== 'rare')) return null;
    const anchor = painter.current?.anchorOf(lines, word.index);
    if (!anchor) return null;
    const written = text.slice(word.start, word.end);
    return { index: word.index, start: word.start, form: formOf(written), written, band: word.band, anchor };
  };
  const caretWord = () => {
    const element = area.current;
    if (!element || element.selectionStart !== element.selectionEnd) return null;
    return wordAtOffset(element.selectionStart);
  };

  useImperativeHandle(handle, () => ({ focus: () => area.current?.focus(), wordAtCaret: caretWord }));

  return (
    <div className={`dj-editor${lines ? ' dj-editor--coloured' : ''}`} dir={direction} {...ownColours}>
      <div ref={backdrop} className="dj-editor__backdrop" aria-hidden="true" data-testid="editor-colours" />
      <textarea
        ref={area}
        id={id}
        name="ContentTA"
        className="dj-editor__input"
        dir={direction}
        value={text}
        readOnly={readOnly}
        spellCheck={false}
        aria-describedby={describedBy}
        onChange={(event) => onTextChange(event.target.value)}
        onClick={() => {
          const word = caretWord();
          if (word) onPick(word);
        }}
        onKeyUp={() => onCaret(caretWord())}
      />
    </div>
  );
});

/** The lookup form of a written word, as the measure makes it (lowercase, 's removed …). */
const formOf = (written: string): string => wordsOf(written)[0] ?? written.toLowerCase();
