// The editor's colours as the browser's highlights: each band's and each term's ranges cover
// exactly its words. jsdom has no CSS.highlights: a registry of the API's shape stands in for it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TermMarker } from '@scicomm/jargon/term-marks';
import { colouredLinesOf } from './text-colours.ts';
import { canHighlight, clearHighlights, drawHighlights, HIGHLIGHT_NAMES, markRanges, typingReach } from './word-highlights.ts';

class FakeHighlight extends Set<AbstractRange> {
  priority = 0;
}
const registry = new Map<string, FakeHighlight>();
const globals = globalThis as unknown as { Highlight?: unknown; CSS?: { highlights?: unknown } };

beforeEach(() => {
  globals.Highlight = FakeHighlight;
  globals.CSS = { highlights: registry };
  registry.clear();
});
afterEach(() => {
  delete globals.Highlight;
  delete globals.CSS;
});

const TEXT = 'Epigenetics changes how\ngenes are read by CRISPR';
/** Each word's band, as the measure gives them. */
const WORDS: [string, 'common' | 'mid' | 'rare'][] = [
  ['Epigenetics', 'rare'],
  ['changes', 'common'],
  ['how', 'common'],
  ['genes', 'mid'],
  ['are', 'common'],
  ['read', 'common'],
  ['by', 'common'],
  ['CRISPR', 'rare'],
];

function coloured() {
  const wordStarts: number[] = [];
  let from = 0;
  for (const [word] of WORDS) wordStarts.push((from = TEXT.indexOf(word, from)));
  return colouredLinesOf({ text: TEXT, wordStarts, wordEnds: WORDS.map(([word], index) => wordStarts[index]! + word.length), wordBands: WORDS.map(([, band]) => band) });
}

/** The text each of a highlight's ranges covers. */
function highlighted(name: string): string[] {
  return [...(registry.get(name) ?? [])].map((range) => {
    const live = document.createRange();
    live.setStart(range.startContainer, range.startOffset);
    live.setEnd(range.endContainer, range.endOffset);
    return live.toString();
  });
}

function box(): HTMLDivElement {
  const element = document.createElement('div');
  // As the browser leaves a typed line break: text nodes side by side.
  element.append('Epigenetics changes how', '\n', 'genes are read by CRISPR');
  document.body.replaceChildren(element);
  return element;
}

describe('the editor’s highlights', () => {
  it('cover exactly the words of each band, across the box’s text nodes', () => {
    drawHighlights(box(), coloured(), null);
    expect(highlighted(HIGHLIGHT_NAMES.rare)).toEqual(['Epigenetics', 'CRISPR']);
    expect(highlighted(HIGHLIGHT_NAMES.mid)).toEqual(['genes']);
    expect(highlighted(HIGHLIGHT_NAMES.key)).toEqual([]);
  });

  it('mark key terms and explained terms over the bands, a common word of one included', () => {
    // Lines without lookup forms have no terms: the measured lines have them.
    const lines = coloured();
    const withForms = { ...lines, lines: lines.lines.map((line) => ({ ...line, cleanedWords: line.wordStarts.map(() => 'x') })) };
    const marker: TermMarker = {
      marksOf: ({ cleanedWords }) => (cleanedWords.length === 3 ? [null, null, null] : ['explained', 'explained', null, null, 'key']),
    } as TermMarker;
    drawHighlights(box(), withForms, marker);
    expect(highlighted(HIGHLIGHT_NAMES.key)).toEqual(['CRISPR']);
    expect(highlighted(HIGHLIGHT_NAMES.explained)).toEqual(['genes', 'are']);
    expect(registry.get(HIGHLIGHT_NAMES.key)!.priority).toBeGreaterThan(registry.get(HIGHLIGHT_NAMES.rare)!.priority);
  });

  it('cover the words within reach of the view only: a long text costs a key what a short one does', () => {
    const ranges = markRanges(box(), coloured(), null, { from: 24, to: 40 });
    const texts = (list: AbstractRange[]) => list.map((range) => (range.startContainer as Text).data.slice(range.startOffset, range.endOffset));
    expect(texts(ranges.mid)).toEqual(['genes']);
    expect(texts(ranges.rare)).toEqual([]);
    expect(texts(markRanges(box(), coloured(), null, { from: 0, to: 5 }).rare)).toEqual(['Epigenetics']);
  });

  it('are made again for the line typed in only: the other lines keep their ranges', () => {
    const element = document.createElement('div');
    element.append('Epigenetics changes how\n', 'genes are read by CRISPR');
    document.body.replaceChildren(element);
    const before = coloured();
    drawHighlights(element, before, null, { from: 0, to: 100 });
    const [epigenetics, crispr] = [...registry.get(HIGHLIGHT_NAMES.rare)!];
    (element.lastChild as Text).appendData('s');
    const typedLine = { ...before.lines[1]!, text: `${before.lines[1]!.text}s` };
    drawHighlights(element, { ...before, text: `${before.text}s`, lines: [before.lines[0]!, typedLine] }, null, { from: 0, to: 100 });
    const after = [...registry.get(HIGHLIGHT_NAMES.rare)!];
    expect(after[0]).toBe(epigenetics);
    expect(after[1]).not.toBe(crispr);
    expect(highlighted(HIGHLIGHT_NAMES.rare)).toEqual(['Epigenetics', 'CRISPR']);
    expect(highlighted(HIGHLIGHT_NAMES.mid)).toEqual(['genes']);
  });

  it('while the writer types, reach the text near the view only, one character longer a key', () => {
    const typing = typingReach({ from: 0, to: 9_000, near: { from: 3_000, to: 6_000 } });
    expect(typing).toEqual({ from: 3_000, to: 6_001 });
    expect(typingReach(typing)).toEqual({ from: 3_000, to: 6_002 });
  });

  it('are taken off when the text is shown plain', () => {
    drawHighlights(box(), coloured(), null);
    clearHighlights();
    expect(registry.size).toBe(0);
  });

  it('are not drawn where the browser has no highlights: the text stays plain', () => {
    delete globals.CSS;
    expect(canHighlight()).toBe(false);
    expect(() => drawHighlights(box(), coloured(), null)).not.toThrow();
  });
});
