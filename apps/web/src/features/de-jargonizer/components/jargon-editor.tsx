// The text box that is itself the coloured view: an element the writer edits as any text box
// (contenteditable="plaintext-only", lib/editor-box.ts), its mid-frequency and rare words, key
// terms and explained terms drawn by the browser over the text as highlights (the CSS Custom
// Highlight API, lib/word-highlights.ts): no second copy of the text is laid out, so a key costs
// what it costs a plain text box. The box grows with its text (the page scrolls, the box never
// clips). A click or tap on a marked word reports it (the page opens its details next to it); so
// does the caret landing on one, for the keyboard.
//
// The editor measures its own text: a keystroke never waits for React. The box holds the text
// (uncontrolled); the text is measured and its highlights drawn just after the next frame; a
// long paste is measured a slice at a time (MeasureInSlices), the box showing it plain meanwhile.
// The page hears of each key at once (onTextChange, cheap) and gets the lines once they are
// measured (onMeasured), from which it renders the figures when typing leaves it time
// (useTypedText). A text the page puts in (a file, Clear, a restored text) comes with a new
// `revision`. The word at the caret is reported once the keys pause. Key terms and explained
// terms have their own highlights (`terms`, from the page).
//
// The box is the editor's own element, not React's: React puts its HTML in once and the editor
// listens to it itself, so that nothing but the editor reads the box on a key's events. It keeps
// the text one node a line, and so its own undo and redo (lib/box-history.ts).
//
// The highlights' code comes with the measure's (`liveMeasure`, lib/live-measure.ts), fetched with
// the word list: until then the text is plain, and typing needs none of it. Only the words within
// reach of the view are coloured; a scroll or a resize draws the colours again.
import {
  forwardRef,
  startTransition,
  useEffectEvent,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { LineAnalyzer, TextLines } from '@scicomm/jargon/line-analysis';
import type { TermMarker } from '@scicomm/jargon/term-marks';
import { scriptOfPeriod, scriptOfText } from '@scicomm/jargon/text-script';
import type { LiveMeasure } from '../hooks/use-live-colours.ts';
import { useAfterNextPaint } from '../hooks/use-after-next-paint.ts';
import { useViewChanges } from '../hooks/use-view-changes.ts';
import { BoxHistory } from '../lib/box-history.ts';
import { caretOffset, editorBoxMarkup, FORM_FIELD_NAME, setBoxText, TextPositions, textOf, updateBoxAttributes } from '../lib/editor-box.ts';
import type { ColouredLines } from '../lib/text-colours.ts';
import type { Reach } from '../lib/word-highlights.ts';
import { ownColours } from '../../../lib/own-colours.ts';
import { MeasureInSlices } from '../lib/measure-in-slices.ts';

/** Where a word is drawn, for the popover to sit next to (a range over the word's text). */
export interface WordAnchor {
  getBoundingClientRect: () => DOMRect;
}

export interface WordAtCaret {
  index: number;
  /** Where the word begins in the text. */
  start: number;
  form: string;
  written: string;
  band: 'mid' | 'rare';
  anchor: WordAnchor;
}

interface JargonEditorProps {
  id: string;
  /** The page's text: what the editor shows when it mounts and whenever `revision` changes. */
  text: string;
  /** Goes up each time the page replaces the text; typing does not change it. */
  revision: number;
  /** The text as typed, on every key, in the input event: it must not render at once. */
  onTextChange: (text: string) => void;
  /** The lines of the text in the box, once measured (null: shown plain, nothing to measure with). */
  onMeasured: (text: string, lines: TextLines | null) => void;
  /** The measure's and the highlights' code; null until it is in (the text is shown plain). */
  liveMeasure: LiveMeasure | null;
  /** Measures the text line by line; null while no dictionary is loaded. */
  analyzer: LineAnalyzer | null;
  /** Colours to show while there is no analyser (a recorded analysis), when they are the box's text's. */
  coloured: ColouredLines | null;
  /** The key terms and explained terms to mark (null: none); a new object only when they change. */
  terms?: TermMarker | null;
  direction: 'ltr' | 'rtl';
  /** The id of the box's label. */
  labelledBy?: string;
  describedBy?: string;
  readOnly?: boolean;
  /** A click or tap on a marked word. */
  onPick: (word: WordAtCaret) => void;
  /** The marked word the caret is in once the keys pause, or null (in a transition). */
  onCaret: (word: WordAtCaret | null) => void;
  /** A file dropped on the box (its text replaces the box's, as the file field's does). */
  onDropFile?: (file: File) => void;
  children?: ReactNode;
}

export interface JargonEditorHandle {
  focus: () => void;
  /** The marked word at the caret, if any. */
  wordAtCaret: () => WordAtCaret | null;
  /** The text in the box now (the page's copy may be a keystroke behind). */
  value: () => string;
}

const COLOURED = 'dj-editor--coloured';
/** The word at the caret is reported once the keys have paused this long. */
const CARET_PAUSE_MS = 150;

export const JargonEditor = forwardRef<JargonEditorHandle, JargonEditorProps>(function JargonEditor(
  { id, text, revision, onTextChange, onMeasured, liveMeasure, analyzer, coloured, terms = null, direction, labelledBy, describedBy, readOnly = false, onPick, onCaret, onDropFile },
  handle,
) {
  const root = useRef<HTMLDivElement>(null);
  // Made once: a new string would make React replace the elements, and the writer's text with them.
  const [markup] = useState(() => ({ __html: editorBoxMarkup({ id, direction, labelledBy, describedBy, readOnly }) }));
  const box = useRef<HTMLDivElement | null>(null);
  // First of the effects: the others find the elements in place.
  useLayoutEffect(() => {
    box.current = root.current?.querySelector<HTMLDivElement>('[role="textbox"]') ?? null;
  }, []);
  useLayoutEffect(() => {
    if (box.current) updateBoxAttributes(box.current, { id, direction, labelledBy, describedBy, readOnly });
  }, [id, direction, labelledBy, describedBy, readOnly]);
  /** The colours on screen, or null while the text is shown plain. */
  const shown = useRef<ColouredLines | null>(null);
  const shownTerms = useRef<TermMarker | null>(null);
  /** Takes the drawn highlights off (the highlights' code, once they were drawn). */
  const clearDrawn = useRef<(() => void) | null>(null);
  // null until the box first shows the page's text.
  const shownRevision = useRef<number | null>(null);
  /** The box's text when it was last shown. */
  const shownText = useRef(text);
  const reportedCaret = useRef<WordAtCaret | null>(null);
  const [history] = useState(() => new BoxHistory(text));
  const caretTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  /** The text whose words are coloured; null: to be found again from the layout (a scroll, a resize, a new text). */
  const reach = useRef<Reach | null>(null);
  const draw = (element: HTMLElement, lines: ColouredLines, code: LiveMeasure) => {
    reach.current ??= code.textInReach(element, lines.text.length);
    code.drawHighlights(element, lines, terms, reach.current);
  };
  const show = (value: string, lines: ColouredLines | null) => {
    const element = box.current;
    if (!element || !root.current) return;
    if (lines && liveMeasure) {
      draw(element, lines, liveMeasure);
      clearDrawn.current = liveMeasure.clearHighlights;
    } else clearDrawn.current?.();
    shown.current = liveMeasure ? lines : null;
    shownTerms.current = terms;
    root.current.classList.toggle(COLOURED, shown.current !== null);
    shownText.current = value;
  };
  // New terms, or another part of the text in view: the shown colours drawn again.
  const redraw = () => {
    reach.current = null;
    if (shown.current && box.current && liveMeasure) draw(box.current, shown.current, liveMeasure);
    shownTerms.current = terms;
  };
  const redrawForTerms = useEffectEvent(redraw);
  useLayoutEffect(() => {
    if (shownTerms.current !== terms) redrawForTerms();
  }, [terms, liveMeasure]);
  useViewChanges(box, redraw);

  const slices = useRef(new MeasureInSlices());
  const measure = (value: string) => {
    slices.current.cancel();
    if (!analyzer || value.trim() === '' || !fitsScript(analyzer, value, shownText.current)) {
      show(value, analyzer || coloured?.text !== value ? null : coloured);
      onMeasured(value, null);
      return;
    }
    const measured = (lines: TextLines) => {
      show(value, lines);
      onMeasured(value, lines);
    };
    // Until a long text is measured, the box shows it plain.
    if (!slices.current.run(analyzer, value, measured)) show(value, null);
  };

  // A text the page puts in (`text` counts only with a new revision), another dictionary, or
  // recorded colours: the box's text is measured again.
  const showBoxText = useEffectEvent(() => {
    const element = box.current;
    if (!element) return;
    reach.current = null;
    if (revision !== shownRevision.current) {
      shownRevision.current = revision;
      if (textOf(element) !== text) setBoxText(element, text);
      history.reset(text);
    }
    measure(textOf(element));
  });
  useLayoutEffect(() => showBoxText(), [revision, analyzer, coloured]);

  // The text is measured and its highlights drawn just after the next frame is painted, not in the
  // input event nor before that paint: the key's frame shows the typed letter as soon as a plain
  // text box would (the highlights' ranges follow the edit meanwhile), and several keys (or a key
  // and its autorepeat) between two frames are measured once.
  const measureAfterPaint = useAfterNextPaint(() => {
    if (box.current) measure(history.text);
  });
  /** The box's text changed (null: it did not). */
  const changed = (value: string | null) => {
    if (value === null) return;
    // A key narrows the reach to the view's, one character longer (no layout read); a paste finds it again.
    const grown = value.length - shownText.current.length;
    if (reach.current) reach.current = Math.abs(grown) > 1 ? null : liveMeasure ? liveMeasure.typingReach(reach.current) : null;
    measureAfterPaint();
    onTextChange(value);
  };
  const typed = useEffectEvent((element: HTMLElement, inputType: string) => changed(history.input(element, inputType)));
  const travelled = useEffectEvent((element: HTMLElement, event: Event) => changed(history.travel(element, event)));
  const clicked = useEffectEvent(() => {
    const word = caretWord();
    if (word) onPick(word);
  });
  const keyReleased = useEffectEvent(() => caretMoved());
  const dropped = useEffectEvent((event: DragEvent) => {
    const file = event.dataTransfer?.files[0];
    if (!file || !onDropFile) return;
    event.preventDefault();
    onDropFile(file);
  });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    return listenToBox(element, root.current, {
      input: (event) => typed(element, (event as InputEvent).inputType ?? ''),
      beforeinput: (event) => travelled(element, event),
      keydown: (event) => travelled(element, event),
      drop: (event) => dropped(event as DragEvent),
      click: () => clicked(),
      keyup: () => keyReleased(),
    });
  }, []);
  useLayoutEffect(
    () => () => {
      slices.current.cancel();
      clearDrawn.current?.();
      if (caretTimer.current !== null) clearTimeout(caretTimer.current);
    },
    [],
  );

  const caretWord = () => {
    const element = box.current;
    const offset = element ? caretOffset(element) : null;
    return offset === null || !element || !shown.current || !liveMeasure ? null : markedWordAt(element, shown.current, liveMeasure, offset);
  };
  const reportCaret = () => {
    caretTimer.current = null;
    if (reach.current && !reach.current.near) redraw(); // the keys paused: the whole reach marked again
    const word = caretWord();
    const last = reportedCaret.current;
    if (word === last || (word && last && word.start === last.start && word.written === last.written && word.band === last.band)) return;
    reportedCaret.current = word;
    startTransition(() => onCaret(word));
  };
  const caretMoved = () => {
    if (caretTimer.current !== null) clearTimeout(caretTimer.current);
    caretTimer.current = setTimeout(reportCaret, CARET_PAUSE_MS);
  };

  useImperativeHandle(handle, () => ({
    focus: () => box.current?.focus(),
    wordAtCaret: caretWord,
    value: () => (box.current ? textOf(box.current) : text),
  }));

  return <div ref={root} className="dj-editor" dir={direction} {...ownColours} dangerouslySetInnerHTML={markup} />;
});

/**
 * Listens to the box itself (React does not see its events), and fills the form field that posts
 * its text under the original's name when the form the editor sits in is sent. Returns the undoing.
 */
function listenToBox(element: HTMLElement, root: HTMLElement | null, listeners: Record<string, (event: Event) => void>): () => void {
  for (const [type, listener] of Object.entries(listeners)) element.addEventListener(type, listener);
  const field = root?.querySelector<HTMLInputElement>(`input[name="${FORM_FIELD_NAME}"]`);
  const fill = () => field && (field.value = textOf(element));
  field?.form?.addEventListener('submit', fill, { capture: true });
  return () => {
    for (const [type, listener] of Object.entries(listeners)) element.removeEventListener(type, listener);
    field?.form?.removeEventListener('submit', fill, { capture: true });
  };
}

/**
 * False when a change of more than one character (a paste) put the text in another script than
 * the analyser's language: the page then measures it with the other language's list, and until
 * then the text stays plain rather than coloured with the wrong one.
 */
function fitsScript(analyzer: LineAnalyzer, value: string, previous: string): boolean {
  if (Math.abs(value.length - previous.length) <= 1 && previous !== '') return true;
  const script = scriptOfText(value);
  return script === null || script === scriptOfPeriod(analyzer.period);
}

/** The marked word an offset of the box's text falls in, or null. */
function markedWordAt(box: HTMLElement, lines: ColouredLines, liveMeasure: LiveMeasure, offset: number): WordAtCaret | null {
  const word = liveMeasure.wordAtOffset(lines, offset);
  if (!word || (word.band !== 'mid' && word.band !== 'rare')) return null;
  const range = new TextPositions(box).range(word.start, word.end);
  const written = lines.text.slice(word.start, word.end);
  return { index: word.index, start: word.start, form: formOf(written, liveMeasure), written, band: word.band, anchor: range };
}

/** The lookup form of a written word, as the measure makes it (lowercase, 's removed …). */
const formOf = (written: string, liveMeasure: LiveMeasure): string => liveMeasure.wordsOf(written)[0] ?? written.toLowerCase();
