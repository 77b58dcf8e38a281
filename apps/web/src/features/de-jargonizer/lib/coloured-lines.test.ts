import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createLineAnalyzer, termMarker } from '@scicomm/jargon';
import { testDictionary } from '@scicomm/jargon/test-dictionary';
import { analyze } from '@scicomm/jargon';
import { colouredLinesOf, LinePainter, PLACED_PER_FRAME_CHARS, wordAtOffset, type FindReach } from './coloured-lines.ts';

const dictionary = testDictionary({ common: ['the', 'cells', 'grow', 'we', 'found', 'and', 'in'], mid: ['protein'], rare: ['methylation'] });

const lineTexts = (container: HTMLElement) => [...container.children].map((line) => line.textContent);
const marks = (container: HTMLElement) =>
  [...container.querySelectorAll('span')].map((span) => `${span.className}:${span.textContent}`);

describe('the editor backdrop, line by line', () => {
  it('repaints only the line a keystroke changed and keeps every other line’s element', () => {
    const container = document.createElement('div');
    const painter = new LinePainter(container);
    const analyze = createLineAnalyzer(dictionary);
    const first = 'The cells grow.\nWe found methylation.\n\nThe protein.';
    painter.update(analyze(first));
    const before = [...container.children];
    expect(lineTexts(container)).toEqual(['The cells grow.', 'We found methylation.', '', 'The protein.']);
    expect(before[2]!.querySelector('br')).not.toBeNull();
    expect(marks(container)).toEqual(['dj-band--rare:methylation', 'dj-band--mid:protein']);

    const second = 'The cells grow.\nWe found protein.\n\nThe protein.';
    painter.update(analyze(second));
    const after = [...container.children];
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[2]).toBe(before[2]);
    expect(after[3]).toBe(before[3]);
    expect(marks(container)).toEqual(['dj-band--mid:protein', 'dj-band--mid:protein']);
  });

  it('adds and removes lines in place, and finds a marked word’s element by its index in the text', () => {
    const container = document.createElement('div');
    const painter = new LinePainter(container);
    const analyze = createLineAnalyzer(dictionary);
    const one = 'We found methylation.\nThe protein.';
    painter.update(analyze(one));
    const kept = container.children[1];
    const two = 'We found methylation.\nThe cells grow.\nThe protein.';
    const analysis = analyze(two);
    painter.update(analysis);
    expect(lineTexts(container)).toEqual(['We found methylation.', 'The cells grow.', 'The protein.']);
    expect(container.children[2]).toBe(kept);
    // Words: we found methylation | the cells grow | the protein → "protein" is word 7.
    expect(painter.anchorOf(analysis, 7)?.textContent).toBe('protein');
    expect(painter.anchorOf(analysis, 2)?.textContent).toBe('methylation');
    expect(painter.anchorOf(analysis, 4)).toBeUndefined();
    const three = 'The protein.';
    painter.update(analyze(three));
    expect(lineTexts(container)).toEqual(['The protein.']);
  });

  it('places a long paste a frame’s share at a time, in order, and says when every line is there', async () => {
    const container = document.createElement('div');
    let placed = 0;
    const painter = new LinePainter(container, () => placed++);
    const line = 'The cells grow and we found methylation in the protein.';
    const count = Math.ceil((3 * PLACED_PER_FRAME_CHARS) / line.length);
    const text = Array.from({ length: count }, () => line).join('\n');
    const analysis = createLineAnalyzer(dictionary)(text);
    painter.update(analysis);
    // The first frame's share at once, the rest in later frames.
    expect(container.children.length).toBeGreaterThan(0);
    expect(container.children.length).toBeLessThan(count / 2);
    expect(painter.complete).toBe(false);
    expect(painter.anchorOf(analysis, analysis.lineFirstWords[count - 1]! + 6)).toBeUndefined();
    await waitFor(() => expect(painter.complete).toBe(true));
    expect(placed).toBe(1);
    expect(lineTexts(container)).toEqual(analysis.lines.map((l) => l.text));
    expect(container.querySelectorAll('.dj-band--rare')).toHaveLength(count);
    expect(container.querySelectorAll('.dj-band--mid')).toHaveLength(count);
    expect(painter.anchorOf(analysis, analysis.lineFirstWords[count - 1]! + 6)?.textContent).toBe('methylation');
  });

  it('takes a keystroke at once while a paste is still being placed, and places the rest after it', async () => {
    const container = document.createElement('div');
    const painter = new LinePainter(container);
    const analyze = createLineAnalyzer(dictionary);
    const line = 'The cells grow and we found methylation in the protein.';
    const lines = Array.from({ length: Math.ceil((3 * PLACED_PER_FRAME_CHARS) / line.length) }, () => line);
    painter.update(analyze(lines.join('\n')));
    expect(painter.complete).toBe(false);
    // A key in the first line (placed) and, next, one in the last line (not placed yet).
    const typed = ['The cells grow.', ...lines.slice(1)];
    painter.update(analyze(typed.join('\n')));
    expect(container.firstElementChild?.textContent).toBe('The cells grow.');
    const typedAgain = [...typed.slice(0, -1), 'We found protein.'];
    painter.update(analyze(typedAgain.join('\n')));
    await waitFor(() => expect(painter.complete).toBe(true));
    expect(lineTexts(container)).toEqual(typedAgain);
    // A shorter text replaces it all at once.
    painter.update(analyze('The protein.'));
    expect(painter.complete).toBe(true);
    expect(lineTexts(container)).toEqual(['The protein.']);
  });

  it('marks key terms and explained terms in their own style, a common word of a key term too', () => {
    const container = document.createElement('div');
    const painter = new LinePainter(container);
    painter.setTerms(termMarker('Latin', ['the cells'], ['methylation']));
    const analyze = createLineAnalyzer(dictionary);
    const text = 'The cells grow.\nWe found methylation and protein.';
    painter.update(analyze(text));
    expect(marks(container)).toEqual([
      'dj-term--key:The',
      'dj-term--key:cells',
      'dj-band--rare dj-term--explained:methylation',
      'dj-band--mid:protein',
    ]);
  });

  it('repaints only the lines whose marks change when the terms change, and none for the same terms', () => {
    const container = document.createElement('div');
    const painter = new LinePainter(container);
    const analyze = createLineAnalyzer(dictionary);
    const text = 'The cells grow.\nWe found methylation.\nThe protein.';
    const marker = termMarker('Latin', [], []);
    painter.setTerms(marker);
    painter.update(analyze(text));
    const before = [...container.children];
    const spansBefore = [...container.querySelectorAll('span')];
    painter.setTerms(termMarker('Latin', ['protein'], []));
    const after = [...container.children];
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(after[2]).toBe(before[2]);
    // The second line's mark is the one it had; the third line's word was painted again.
    const spansAfter = [...container.querySelectorAll('span')];
    expect(spansAfter[0]).toBe(spansBefore[0]);
    expect(spansAfter[1]).not.toBe(spansBefore[1]);
    expect(marks(container)).toEqual(['dj-band--rare:methylation', 'dj-band--mid dj-term--key:protein']);
    const painted = [...container.querySelectorAll('span')];
    // A keystroke on the first line repaints that line only: the term's mark stays as it was.
    const typed = 'The cells grow!\nWe found methylation.\nThe protein.';
    painter.update(analyze(typed));
    expect([...container.querySelectorAll('span')]).toEqual(painted);
    painter.setTerms(null);
    expect(marks(container)).toEqual(['dj-band--rare:methylation', 'dj-band--mid:protein']);
  });

  it('marks a term used all over a long text a frame’s share at a time, the lines keeping their colours meanwhile', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const painter = new LinePainter(container);
    const line = 'The cells grow and we found methylation in the protein.';
    const text = Array.from({ length: Math.ceil((3 * PLACED_PER_FRAME_CHARS) / line.length) }, () => line).join('\n');
    const analysis = createLineAnalyzer(dictionary)(text);
    painter.update(analysis);
    await waitFor(() => expect(painter.busy).toBe(false));
    painter.setTerms(termMarker('Latin', ['protein'], []));
    expect(painter.busy).toBe(true);
    expect(container.querySelectorAll('.dj-band--mid')).toHaveLength(analysis.lines.length);
    await waitFor(() => expect(painter.busy).toBe(false));
    expect(container.querySelectorAll('.dj-band--mid.dj-term--key')).toHaveLength(analysis.lines.length);
    container.remove();
  });

  it('splits a recorded analysis into the same lines', () => {
    const text = 'We found methylation.\n\nThe protein.';
    const whole = createLineAnalyzer(dictionary)(text);
    const split = colouredLinesOf({ text, wordStarts: whole.wordStarts, wordEnds: whole.wordEnds, wordBands: whole.wordBands });
    expect(split.lineFirstWords).toEqual(whole.lineFirstWords);
    expect(split.lines.map((l) => [l.text, l.wordStarts, l.wordEnds, l.wordBands])).toEqual(
      whole.lines.map((l) => [l.text, l.wordStarts, l.wordEnds, l.wordBands]),
    );
  });

  it('finds the word at a caret offset, at its end too, on any line, and none between words', () => {
    const text = 'The cells grow\n\nWe found  methylation';
    const lines = createLineAnalyzer(dictionary).lines(text);
    const at = (offset: number) => wordAtOffset(lines, offset);
    expect(at(0)).toEqual({ index: 0, start: 0, end: 3, band: 'common' });
    expect(at(14)).toEqual({ index: 2, start: 10, end: 14, band: 'common' });
    expect(at(15)).toBeNull();
    expect(at(16)).toEqual({ index: 3, start: 16, end: 18, band: 'common' });
    expect(at(25)).toBeNull();
    expect(at(26)).toEqual({ index: 5, start: 26, end: 37, band: 'rare' });
    // A recorded analysis, cut into lines here, gives the same words.
    const recorded = colouredLinesOf(analyze(text, dictionary));
    for (const offset of [0, 14, 15, 16, 25, 26, 37]) expect(wordAtOffset(recorded, offset)).toEqual(at(offset));
  });

  describe('with the viewport’s reach', () => {
    /** A reach the test moves by hand: lines [first, end) are near the viewport. */
    function handReach() {
      let range = { first: 0, end: 0 };
      const findReach: FindReach = (_container, count) => ({ first: Math.min(range.first, count), end: Math.min(range.end, count) });
      return { findReach, move: (first: number, end: number) => (range = { first, end }) };
    }
    const text = ['We found methylation.', 'The protein.', 'The cells grow.', 'We found protein and methylation.'].join('\n');

    it('marks only the lines within reach, and takes the marks off a line that leaves it', () => {
      const container = document.createElement('div');
      const reach = handReach();
      const painter = new LinePainter(container, () => {}, reach.findReach);
      const analysis = createLineAnalyzer(dictionary)(text);
      painter.update(analysis);
      // Placed with their text alone: none is within reach yet.
      expect(lineTexts(container)).toEqual(text.split('\n'));
      expect(marks(container)).toEqual([]);
      reach.move(0, 2);
      painter.refreshReach();
      expect(marks(container)).toEqual(['dj-band--rare:methylation', 'dj-band--mid:protein']);
      expect(painter.anchorOf(analysis, 2)?.textContent).toBe('methylation');
      // The last line is out of reach: no element to point at.
      expect(painter.anchorOf(analysis, 10)).toBeUndefined();
      reach.move(2, 4);
      painter.refreshReach();
      expect(marks(container)).toEqual(['dj-band--mid:protein', 'dj-band--rare:methylation']);
      expect(lineTexts(container)).toEqual(text.split('\n'));
      expect(painter.anchorOf(analysis, 2)).toBeUndefined();
    });

    it('marks the lines within reach as soon as a long paste places them', async () => {
      const container = document.createElement('div');
      const reach = handReach();
      reach.move(0, 3);
      const painter = new LinePainter(container, () => {}, reach.findReach);
      const line = 'The cells grow and we found methylation in the protein.';
      const count = Math.ceil((2 * PLACED_PER_FRAME_CHARS) / line.length);
      painter.update(createLineAnalyzer(dictionary)(Array.from({ length: count }, () => line).join('\n')));
      expect(container.querySelectorAll('.dj-band--rare')).toHaveLength(3);
      await waitFor(() => expect(painter.complete).toBe(true));
      expect(container.querySelectorAll('.dj-band--rare')).toHaveLength(3);
    });

    it('gives a line a keystroke replaces the marks of the line it replaces, at once', () => {
      const container = document.createElement('div');
      const reach = handReach();
      const painter = new LinePainter(container, () => {}, reach.findReach);
      const analyze = createLineAnalyzer(dictionary);
      painter.update(analyze(text));
      reach.move(0, 1);
      painter.refreshReach();
      const typed = text.replace('We found methylation.', 'We found the methylation.');
      painter.update(analyze(typed));
      expect(container.children[0]!.querySelector('.dj-band--rare')?.textContent).toBe('methylation');
      // A line typed out of reach stays plain; a line a keystroke adds next to a marked one is marked.
      painter.update(analyze(typed.replace('The protein.', 'The protein grows.')));
      expect(container.children[1]!.querySelector('span')).toBeNull();
      painter.update(analyze(typed.replace('We found the methylation.\n', 'We found the methylation.\nMethylation.\n').replace('The protein.', 'The protein grows.')));
      expect(container.children[1]!.querySelector('.dj-band--rare')?.textContent).toBe('Methylation');
    });

    it('takes the marks off a line placed again after a paste above it, once it leaves the reach', async () => {
      const container = document.createElement('div');
      const reach = handReach();
      const painter = new LinePainter(container, () => {}, reach.findReach);
      const analyze = createLineAnalyzer(dictionary);
      const last = 'We found protein and methylation.';
      painter.update(analyze(`The cells grow.\n${last}`));
      reach.move(0, 2);
      painter.refreshReach();
      const kept = container.children[1];
      // A paste of many lines at the start: the last line is placed again, in its turn.
      const line = 'The cells grow and we found methylation in the protein.';
      const pasted = Array.from({ length: Math.ceil((2 * PLACED_PER_FRAME_CHARS) / line.length) }, () => line);
      painter.update(analyze([...pasted, last].join('\n')));
      await waitFor(() => expect(painter.complete).toBe(true));
      expect(container.lastElementChild).toBe(kept);
      reach.move(0, 1);
      painter.refreshReach();
      expect(container.lastElementChild!.querySelector('span')).toBeNull();
    });

    it('marks new terms on the lines within reach only; a line coming within reach gets the current terms', () => {
      const container = document.createElement('div');
      const reach = handReach();
      const painter = new LinePainter(container, () => {}, reach.findReach);
      painter.update(createLineAnalyzer(dictionary)(text));
      reach.move(0, 1);
      painter.refreshReach();
      painter.setTerms(termMarker('Latin', ['methylation'], []));
      expect(marks(container)).toEqual(['dj-band--rare dj-term--key:methylation']);
      reach.move(3, 4);
      painter.refreshReach();
      expect(marks(container)).toEqual(['dj-band--mid:protein', 'dj-band--rare dj-term--key:methylation']);
    });
  });
  describe('a long text: only the lines within reach in the backdrop, spacers for the others', () => {
    /** A reach the test moves by hand, and the boxes the painter gave it last. */
    function handReach(first: number, end: number) {
      let range = { first, end };
      let boxes: { top: number; bottom: number }[] = [];
      const findReach: FindReach = (_container, count, boxOf) => {
        boxes = Array.from({ length: count }, (_, index) => boxOf(index));
        return { first: Math.min(range.first, count), end: Math.min(range.end, count) };
      };
      return { findReach, move: (from: number, to: number) => (range = { first: from, end: to }), boxes: () => boxes };
    }
    // jsdom lays nothing out: a line is 10 px a started 20 characters, as if wrapped (an empty line 10 px).
    const heightOfLine = (text: string) => 10 * Math.max(1, Math.ceil(text.length / 20));
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        const height = this.classList.contains('dj-line') ? heightOfLine(this.textContent) : 0;
        return { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: height, width: 0, height, toJSON: () => ({}) } as DOMRect;
      });
    });
    afterEach(() => vi.restoreAllMocks());

    const texts = Array.from({ length: 60 }, (_, index) => `Line ${index}: we found methylation${' and the protein'.repeat(index % 4)}.`);
    const methylations = (container: HTMLElement) => [...container.querySelectorAll('.dj-band--rare')].filter((span) => span.textContent === 'methylation').length;
    const spacers = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.dj-spacer')].map((element) => parseFloat(element.style.height));
    const linesIn = (container: HTMLElement) => [...container.querySelectorAll('.dj-line')].map((line) => line.textContent);
    const heights = (from: number, to: number, lines = texts) => lines.slice(from, to).reduce((sum, text) => sum + heightOfLine(text), 0);

    it('holds the lines within reach only, marked, between spacers of the other lines’ heights, and follows the reach', async () => {
      const container = document.createElement('div');
      const reach = handReach(50, 60);
      const painter = new LinePainter(container, () => {}, reach.findReach, { windowFrom: 1_000 });
      const analysis = createLineAnalyzer(dictionary)(texts.join('\n'));
      painter.update(analysis);
      await waitFor(() => expect(painter.complete).toBe(true));
      expect(linesIn(container)).toEqual(texts.slice(50, 60));
      expect(methylations(container)).toBe(10);
      expect(spacers(container)).toEqual([heights(0, 50), 0]);
      expect(painter.linesInPlace).toBe(10);
      // Each line's box from the stored heights: the reach is found without the lines in the container.
      expect(reach.boxes()[50]).toEqual({ top: heights(0, 50), bottom: heights(0, 51) });
      const methylationOf = (line: number) => wordAtOffset(analysis, analysis.lineStarts[line]! + texts[line]!.indexOf('methylation'))!.index;
      expect(painter.anchorOf(analysis, methylationOf(55))?.textContent).toBe('methylation');
      expect(painter.anchorOf(analysis, methylationOf(5))).toBeUndefined();
      // Scrolled up: the lines there come in, the others go.
      reach.move(10, 20);
      painter.refreshReach();
      expect(linesIn(container)).toEqual(texts.slice(10, 20));
      expect(methylations(container)).toBe(10);
      expect(spacers(container)).toEqual([heights(0, 10), heights(20, 60)]);
      expect(container.firstElementChild?.className).toBe('dj-spacer');
      expect(container.lastElementChild?.className).toBe('dj-spacer');
      // Overlapping reaches keep the lines both hold.
      const kept = container.querySelector('.dj-line:nth-child(10)');
      reach.move(15, 25);
      painter.refreshReach();
      expect(linesIn(container)).toEqual(texts.slice(15, 25));
      expect(container.querySelector('.dj-line:nth-child(5)')).toBe(kept);
    });

    it('paints a key in reach in place, and measures a change out of reach without putting it in', async () => {
      const container = document.createElement('div');
      const reach = handReach(50, 60);
      const painter = new LinePainter(container, () => {}, reach.findReach, { windowFrom: 1_000 });
      const analyze = createLineAnalyzer(dictionary);
      painter.update(analyze(texts.join('\n')));
      await waitFor(() => expect(painter.complete).toBe(true));
      const other = container.querySelector('.dj-line:nth-child(3)');
      // A key in line 55, a longer line: its element replaced, the others kept, the spacers as they were.
      const typed = texts.map((text, index) => (index === 55 ? `${text} The protein of the cells grows.` : text));
      painter.update(analyze(typed.join('\n')));
      expect(linesIn(container)).toEqual(typed.slice(50, 60));
      expect(container.querySelector('.dj-line:nth-child(3)')).toBe(other);
      // (the spacer above is the first child: the sixth line in reach is the seventh)
      expect(methylations(container.querySelector('.dj-line:nth-child(7)')!)).toBe(1);
      // An undo far above (line 3 made much longer, and a line added): nothing enters the backdrop,
      // the spacer above grows by the lines' new heights.
      const far = [...typed.slice(0, 3), `${typed[3]!}${' and the protein'.repeat(12)}`, 'A new line.', ...typed.slice(4)];
      painter.update(analyze(far.join('\n')));
      // (the reach here goes by index: one line further up now)
      expect(linesIn(container)).toEqual(far.slice(50, 60));
      expect(container.querySelector('.dj-line:nth-child(4)')).toBe(other);
      expect(spacers(container)).toEqual([heights(0, 50, far), heights(60, 61, far)]);
      reach.move(51, 61);
      painter.refreshReach();
      expect(linesIn(container)).toEqual(far.slice(51, 61));
      expect(spacers(container)).toEqual([heights(0, 51, far), 0]);
    });

    it('measures every line again when the width or the text size changes', async () => {
      const container = document.createElement('div');
      document.body.append(container);
      const reach = handReach(50, 60);
      const painter = new LinePainter(container, () => {}, reach.findReach, { windowFrom: 1_000 });
      painter.update(createLineAnalyzer(dictionary)(texts.join('\n')));
      await waitFor(() => expect(painter.complete).toBe(true));
      expect(spacers(container)).toEqual([heights(0, 50), 0]);
      // A larger text: every line twice as high.
      vi.mocked(HTMLElement.prototype.getBoundingClientRect).mockImplementation(function (this: HTMLElement) {
        const height = this.classList.contains('dj-line') ? 2 * heightOfLine(this.textContent) : 0;
        return { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: height, width: 0, height, toJSON: () => ({}) } as DOMRect;
      });
      painter.refreshReach();
      expect(spacers(container)).toEqual([heights(0, 50), 0]);
      container.style.fontSize = '20px';
      painter.refreshReach();
      expect(spacers(container)).toEqual([2 * heights(0, 50), 0]);
      expect(linesIn(container)).toEqual(texts.slice(50, 60));
      painter.dispose();
      container.remove();
    });

    it('keeps every line in a shorter text, and turns to spacers once typing makes it long', async () => {
      const container = document.createElement('div');
      const reach = handReach(0, 2);
      const painter = new LinePainter(container, () => {}, reach.findReach, { windowFrom: 300 });
      const analyze = createLineAnalyzer(dictionary);
      const short = texts.slice(0, 4);
      painter.update(analyze(short.join('\n')));
      expect(linesIn(container)).toEqual(short);
      expect(spacers(container)).toEqual([]);
      const long = [...short, ...texts.slice(4, 7)];
      painter.update(analyze(long.join('\n')));
      painter.refreshReach();
      expect(linesIn(container)).toEqual(long.slice(0, 2));
      expect(spacers(container)).toEqual([0, heights(2, 7)]);
      // (marked for the print style: on paper the text box draws the text)
      expect(container.dataset['nearView']).toBe('');
      // Cut to a short text: every line in the container again.
      painter.update(analyze('We found methylation.'));
      await waitFor(() => expect(painter.complete).toBe(true));
      expect(linesIn(container)).toEqual(['We found methylation.']);
      expect(spacers(container)).toEqual([]);
      expect(container.dataset['nearView']).toBeUndefined();
    });
  });
});
