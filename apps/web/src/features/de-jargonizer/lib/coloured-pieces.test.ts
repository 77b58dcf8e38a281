import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createLineAnalyzer, termMarker } from '@scicomm/jargon';
import { testDictionary } from '@scicomm/jargon/test-dictionary';
import { LinePainter, PLACED_PER_FRAME_CHARS, type FindReach } from './coloured-lines.ts';

const dictionary = testDictionary({ common: ['the', 'cells', 'grow', 'we', 'found', 'and', 'in'], mid: ['protein'], rare: ['methylation'] });
// Pieces of at least 30 characters in lines of 60 or more: each sentence below is a piece.
const sizes = { piecesFrom: 60, pieceChars: 30 };
const sentence = (index: number) => `We found methylation in the protein ${index}. `;
const paragraph = (count: number) => Array.from({ length: count }, (_, index) => sentence(index)).join('').trimEnd();

const pieceSpans = (container: HTMLElement) => [...container.querySelectorAll<HTMLSpanElement>('.dj-piece')];
const markedIn = (span: Element) => span.querySelectorAll('.dj-band--rare, .dj-band--mid').length;
/** Every line within reach: the pieces alone decide which of them are marked. */
const everyLine: FindReach = (_container, count) => ({ first: 0, end: count });

afterEach(() => vi.restoreAllMocks());

describe('a long line in the editor backdrop', () => {
  it('is painted as one span per piece, and a key replaces only the piece it changed', () => {
    const container = document.createElement('div');
    const painter = new LinePainter(container, () => {}, null);
    const analyse = createLineAnalyzer(dictionary, sizes);
    painter.update(analyse.lines(paragraph(6)));
    expect(container.children).toHaveLength(1);
    const before = pieceSpans(container);
    expect(before.map((span) => span.textContent)).toEqual(Array.from({ length: 6 }, (_, index) => sentence(index)).map((text, index) => (index === 5 ? text.trimEnd() : text)));
    // A painter that does not follow the viewport marks every piece.
    expect(before.map(markedIn)).toEqual([2, 2, 2, 2, 2, 2]);
    const line = container.firstElementChild;

    const typed = paragraph(6).replace('protein 3.', 'protein and methylation 3.');
    const lines = analyse.lines(typed);
    painter.update(lines);
    const after = pieceSpans(container);
    expect(container.firstElementChild).toBe(line);
    expect(container.textContent).toBe(typed);
    expect(after.filter((span, index) => span !== before[index]).map((span) => span.textContent)).toEqual([
      'We found methylation in the protein and methylation 3. ',
    ]);
    expect(after.map(markedIn)).toEqual([2, 2, 2, 3, 2, 2]);
    // Words: 6 a sentence, 8 in the fourth now; its new "methylation" is word 3 × 6 + 7 = 25.
    expect(painter.anchorOf(lines, 25)?.textContent).toBe('methylation');
    expect(painter.anchorOf(lines, 26 + 2)?.textContent).toBe('methylation');
    expect(painter.anchorOf(lines, 2)?.textContent).toBe('methylation');
    expect(painter.anchorOf(lines, 26 + 1)).toBeUndefined();
  });

  it('marks only the pieces within reach of the viewport, and follows it', () => {
    // Each piece is a screen's height, one under the other.
    const screen = window.innerHeight;
    let scrolled = 0;
    vi.spyOn(HTMLSpanElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLSpanElement) {
      const index = [...(this.parentElement?.children ?? [])].indexOf(this);
      const top = index * screen - scrolled;
      return { top, bottom: top + screen, left: 0, right: 0, width: 0, height: screen, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
    });
    const container = document.createElement('div');
    document.body.append(container);
    const painter = new LinePainter(container, () => {}, everyLine);
    const analyse = createLineAnalyzer(dictionary, sizes);
    painter.update(analyse.lines(paragraph(8)));
    painter.refreshReach();
    // In view: piece 0; within a screen below: piece 1, and 2, which starts at the reach's edge.
    expect(pieceSpans(container).map(markedIn)).toEqual([2, 2, 2, 0, 0, 0, 0, 0]);
    scrolled = 4 * screen;
    painter.refreshReach();
    expect(pieceSpans(container).map(markedIn)).toEqual([0, 0, 2, 2, 2, 2, 2, 0]);
    // A key in a piece out of reach leaves it plain; one in reach is marked at once.
    painter.update(analyse.lines(paragraph(8).replace('protein 0.', 'protein methylation 0.')));
    painter.update(analyse.lines(paragraph(8).replace('protein 0.', 'protein methylation 0.').replace('protein 4.', 'protein methylation 4.')));
    expect(pieceSpans(container).map(markedIn)).toEqual([0, 0, 2, 2, 3, 2, 2, 0]);
    expect(container.textContent).toBe(paragraph(8).replace('protein 0.', 'protein methylation 0.').replace('protein 4.', 'protein methylation 4.'));
    container.remove();
  });

  it('replaces only the changed piece of a line longer than a frame’s share of text too', () => {
    const container = document.createElement('div');
    const painter = new LinePainter(container, () => {}, null);
    const analyse = createLineAnalyzer(dictionary, sizes);
    const long = paragraph(400);
    expect(long.length).toBeGreaterThan(PLACED_PER_FRAME_CHARS);
    painter.update(analyse.lines(long));
    const before = pieceSpans(container);
    painter.update(analyse.lines(`${long} We found it.`));
    const after = pieceSpans(container);
    // The last sentence gained its space and a new one follows it: those two pieces are new.
    expect(after).toHaveLength(401);
    expect(after.slice(0, 399).every((span, index) => span === before[index])).toBe(true);
    expect(after[399]).not.toBe(before[399]);
    expect(container.textContent).toBe(`${long} We found it.`);
  });

  it('marks new terms in the whole line when a key comes before the line was marked again for them', async () => {
    const container = document.createElement('div');
    const painter = new LinePainter(container, () => {}, null);
    const analyse = createLineAnalyzer(dictionary, sizes);
    // Two lines of more than a frame's share of text each: new terms mark the second in a later frame.
    const long = `${paragraph(400)}\n${paragraph(400)}`;
    painter.update(analyse.lines(long));
    await waitFor(() => expect(painter.complete && !painter.busy).toBe(true));
    painter.setTerms(termMarker('Latin', ['protein'], []));
    expect(container.querySelectorAll('.dj-term--key')).toHaveLength(400);
    expect(painter.busy).toBe(true);
    painter.update(analyse.lines(`${long} We found it.`));
    expect(container.querySelectorAll('.dj-term--key')).toHaveLength(800);
  });

  it('marks key terms in the pieces it marks, and again when the terms change', () => {
    const container = document.createElement('div');
    const painter = new LinePainter(container, () => {}, null);
    const analyse = createLineAnalyzer(dictionary, sizes);
    painter.update(analyse.lines(paragraph(4)));
    painter.setTerms(termMarker('Latin', ['cells'], []));
    expect(container.querySelectorAll('.dj-term--key')).toHaveLength(0);
    painter.setTerms(termMarker('Latin', ['protein'], []));
    expect(container.querySelectorAll('.dj-term--key')).toHaveLength(4);
  });
});
