// The text box that is itself the coloured view: a <textarea> the writer edits as usual, drawn
// over a backdrop that paints the same text with its mid-frequency and rare words marked, in the
// same font and wrapping, so the writer fixes highlighted words in place. The textarea grows with
// its text (the page scrolls, the box never clips). A click or tap on a marked word reports it
// (the page opens its details next to it); so does the caret landing on one, for the keyboard.
//
// The editor measures its own text: a keystroke never waits for React. The textarea holds the
// text (uncontrolled); the key's line is measured and painted just before the next frame; a long
// paste is measured a slice at a time (MeasureInSlices) and its colours placed a frame's share at
// a time (LinePainter), the textarea drawing the text meanwhile. The page hears
// of each key at once (onTextChange, cheap) and gets the lines once they are measured
// (onMeasured), from which it renders the figures when typing leaves it time (useTypedText). A
// text the page puts in (a file, Clear, a restored text) comes with a new `revision`. The word at
// the caret is reported once the keys pause. Key terms and explained terms have their own style
// (`terms`, from the page): the painter marks them line by line (coloured-lines.ts).
//
// The backdrop and the textarea are the editor's own elements, not React's (editor-markup.ts):
// React puts their HTML in once and the editor listens to the textarea itself, so that nothing
// but the editor reads the box on a key's events.
//
// The backdrop's code comes with the measure's (`liveMeasure`, lib/live-measure.ts), fetched with the
// word list: until then the textarea draws the text plain, and typing needs none of it.
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
import type { ColouredLines, LinePainter } from '../lib/coloured-lines.ts';
import type { LiveMeasure } from '../hooks/use-live-colours.ts';
import { BACKDROP_SELECTOR, editorMarkup, updateBoxAttributes } from '../lib/editor-markup.ts';
import { ownColours } from '../../../lib/own-colours.ts';
import { MeasureInSlices } from '../lib/measure-in-slices.ts';

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
  /** The page's text: what the editor shows when it mounts and whenever `revision` changes. */
  text: string;
  /** Goes up each time the page replaces the text; typing does not change it. */
  revision: number;
  /** The text as typed, on every key, in the input event: it must not render at once. */
  onTextChange: (text: string) => void;
  /** The lines of the text in the box, once measured (null: shown plain, nothing to measure with). */
  onMeasured: (text: string, lines: TextLines | null) => void;
  /** The measure's and the backdrop's code; null until it is in (the text is shown plain). */
  liveMeasure: LiveMeasure | null;
  /** Measures the text line by line; null while no dictionary is loaded. */
  analyzer: LineAnalyzer | null;
  /** Colours to show while there is no analyser (a recorded analysis), when they are the box's text's. */
  coloured: ColouredLines | null;
  /** The key terms and explained terms to mark (null: none); a new object only when they change. */
  terms?: TermMarker | null;
  direction: 'ltr' | 'rtl';
  describedBy?: string;
  readOnly?: boolean;
  /** A click or tap on a marked word. */
  onPick: (word: WordAtCaret) => void;
  /** The marked word the caret is in once the keys pause, or null (in a transition). */
  onCaret: (word: WordAtCaret | null) => void;
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
const sizesItself = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

export const JargonEditor = forwardRef<JargonEditorHandle, JargonEditorProps>(function JargonEditor(
  { id, text, revision, onTextChange, onMeasured, liveMeasure, analyzer, coloured, terms = null, direction, describedBy, readOnly = false, onPick, onCaret },
  handle,
) {
  const root = useRef<HTMLDivElement>(null);
  // Made once: a new string would make React replace the elements, and the writer's text with them.
  const [markup] = useState(() => ({ __html: editorMarkup({ id, direction, describedBy, readOnly }) }));
  const area = useRef<HTMLTextAreaElement | null>(null);
  const backdrop = useRef<HTMLDivElement | null>(null);
  // First of the effects: the others find the elements in place.
  useLayoutEffect(() => {
    area.current = root.current?.querySelector('textarea') ?? null;
    backdrop.current = root.current?.querySelector<HTMLDivElement>(BACKDROP_SELECTOR) ?? null;
  }, []);
  useLayoutEffect(() => {
    if (area.current) updateBoxAttributes(area.current, { id, direction, describedBy, readOnly });
  }, [id, direction, describedBy, readOnly]);
  const painter = useRef<LinePainter | null>(null);
  /** The colours on screen, or null while the text is shown plain. */
  const shown = useRef<ColouredLines | null>(null);
  // null until the box first shows the page's text.
  const shownRevision = useRef<number | null>(null);
  /** The box's text when it was last shown. */
  const shownText = useRef(text);
  /** The box's text as the editor last heard it (typed, or put in). */
  const heardText = useRef<string | null>(null);
  const reportedCaret = useRef<WordAtCaret | null>(null);
  const caretTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const painterOf = (): LinePainter | null => {
    if (!backdrop.current || !liveMeasure) return null;
    // The text is drawn by the backdrop only once all its lines are there; until then the
    // textarea draws it, over the marks placed so far.
    if (!painter.current) {
      painter.current = new liveMeasure.LinePainter(backdrop.current, () => root.current?.classList.toggle(COLOURED, shown.current !== null));
      // Made with the terms of now, before its first colours, so that their first paint has them.
      painter.current.setTerms(terms);
    }
    return painter.current;
  };
  useLayoutEffect(() => painter.current?.setTerms(terms), [terms]);

  // Colours come with an analyser or recorded colours, both made with the measure's code: the
  // painter is there for them (without it the text is shown plain all the same).
  const show = (value: string, lines: ColouredLines | null) => {
    const linePainter = painterOf();
    if (!root.current) return;
    if (lines) linePainter?.update(lines);
    else linePainter?.clear();
    root.current.classList.toggle(COLOURED, lines !== null && linePainter?.complete === true);
    shown.current = linePainter ? lines : null;
    shownText.current = value;
    // Chromium sizes the box natively (CSS field-sizing: content), without a forced layout per
    // keystroke; elsewhere the height is set from scrollHeight.
    if (!sizesItself && area.current) {
      area.current.style.height = 'auto';
      area.current.style.height = `${area.current.scrollHeight + 2}px`;
    }
  };

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
    const element = area.current;
    if (!element) return;
    if (revision !== shownRevision.current) {
      shownRevision.current = revision;
      element.value = text;
      heardText.current = text;
    }
    measure(element.value);
  });
  useLayoutEffect(() => showBoxText(), [revision, analyzer, coloured]);

  // The key's line is measured and painted just before the next frame, not in the input event:
  // the browser lays out the textarea's own change right after the event, and would lay out the
  // backdrop's with it; in the frame both go together.
  const frame = useRef<number | null>(null);
  const measureNextFrame = useRef(measure);
  useLayoutEffect(() => {
    measureNextFrame.current = measure;
  });
  const typed = useEffectEvent((value: string) => {
    heardText.current = value;
    frame.current ??= requestAnimationFrame(() => {
      frame.current = null;
      if (area.current) measureNextFrame.current(area.current.value);
    });
    onTextChange(value);
  });
  const clicked = useEffectEvent(() => {
    const word = caretWord();
    if (word) onPick(word);
  });
  const keyReleased = useEffectEvent(() => caretMoved());
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    const listeners: [string, (event: Event) => void][] = [
      ['input', () => typed(element.value)],
      // What a script's or a test's change event says (a writer's edits come as input events first).
      ['change', () => element.value !== heardText.current && typed(element.value)],
      // A long text put in by one insertText (dictation, an extension, a test driver) is inserted as
      // a paste is: Chromium inserts such a text line by line, one editing command, input event and
      // layout per line (30,000 words: one task of 0.4–1.2 s, in a plain textarea too).
      ['beforeinput', (event) => insertLikePaste(event as InputEvent)],
      ['click', () => clicked()],
      ['keyup', () => keyReleased()],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  }, []);
  useLayoutEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      slices.current.cancel();
      painter.current?.dispose();
      painter.current = null;
    },
    [],
  );

  const wordAtOffset = (offset: number): WordAtCaret | null => {
    const lines = shown.current;
    const word = lines && liveMeasure?.wordAtOffset(lines, offset);
    if (!lines || !liveMeasure || !word || (word.band !== 'mid' && word.band !== 'rare')) return null;
    const anchor = painter.current?.anchorOf(lines, word.index);
    if (!anchor) return null;
    const written = lines.text.slice(word.start, word.end);
    return { index: word.index, start: word.start, form: formOf(written, liveMeasure), written, band: word.band, anchor };
  };
  const caretWord = () => {
    const element = area.current;
    if (!element || element.selectionStart !== element.selectionEnd) return null;
    return wordAtOffset(element.selectionStart);
  };
  const reportCaret = () => {
    caretTimer.current = null;
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
  useLayoutEffect(
    () => () => {
      if (caretTimer.current !== null) clearTimeout(caretTimer.current);
    },
    [],
  );

  useImperativeHandle(handle, () => ({
    focus: () => area.current?.focus(),
    wordAtCaret: caretWord,
    value: () => area.current?.value ?? text,
  }));

  return <div ref={root} className="dj-editor" dir={direction} {...ownColours} dangerouslySetInnerHTML={markup} />;
});

/**
 * False when a change of more than one character (a paste) put the text in another script than
 * the analyser's language: the page then measures it with the other language's list, and until
 * then the text stays plain rather than painted with the wrong one.
 */
function fitsScript(analyzer: LineAnalyzer, value: string, previous: string): boolean {
  if (Math.abs(value.length - previous.length) <= 1 && previous !== '') return true;
  const script = scriptOfText(value);
  return script === null || script === scriptOfPeriod(analyzer.period);
}

/** An insertText of this many characters with a line break is made as a paste is. */
export const PASTE_LIKE_INSERTION = 2_000;

/**
 * Makes a long multi-line insertText one editing command, as a paste is (ReplaceSelectionCommand:
 * one input event, one layout, one step to undo), instead of the browser's command per line. Where
 * the browser has no such command in a textarea, it inserts the text as it would have.
 */
export function insertLikePaste(event: InputEvent): void {
  const data = event.data;
  if (event.inputType !== 'insertText' || event.isComposing || !data || data.length < PASTE_LIKE_INSERTION || !data.includes('\n')) return;
  event.preventDefault();
  const html = data.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  // The text, escaped: the command parses it as HTML, and the textarea keeps its text only.
  if (!document.execCommand('insertHTML', false, html)) {
    document.execCommand('insertText', false, data);
    return;
  }
  // A script's command does not bring the caret into view as the browser's own does: at the end
  // of the text (dictation goes on from there), the box's end is where the caret is.
  const area = event.target;
  if (area instanceof HTMLTextAreaElement && area.selectionEnd === area.value.length) area.scrollIntoView({ block: 'end' });
}

/** The lookup form of a written word, as the measure makes it (lowercase, 's removed …). */
const formOf = (written: string, liveMeasure: LiveMeasure): string => liveMeasure.wordsOf(written)[0] ?? written.toLowerCase();
