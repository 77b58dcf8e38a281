import { describe, expect, it } from 'vitest';
import { caretOffset, TextPositions, textOf } from './editor-box.ts';

function boxWith(html: string): HTMLDivElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.replaceChildren(box);
  return box;
}

describe('the editor box’s text', () => {
  it('is its text nodes’ text, line breaks as "\\n", a last <br> (an open empty line) adding none', () => {
    const box = boxWith('Hello');
    box.append('\n', 'world\n', document.createElement('br'));
    expect(textOf(box)).toBe('Hello\nworld\n');
    expect(box.childNodes).toHaveLength(4);
  });

  it('turns lines a browser put in <div>s back into one text node with "\\n"', () => {
    const box = boxWith('a<div>b</div><div><br></div><div>c</div>');
    expect(textOf(box)).toBe('a\nb\n\nc');
    expect(box.childNodes).toHaveLength(1);
    expect(box.textContent).toBe('a\nb\n\nc');
  });
});

describe('positions in the editor box’s text', () => {
  it('map offsets of the text to text nodes and back, across nodes', () => {
    const box = boxWith('');
    box.append('Hello', '\n', 'world');
    const positions = new TextPositions(box);
    expect(positions.at(3)).toEqual({ node: box.childNodes[0], offset: 3 });
    expect(positions.at(7)).toEqual({ node: box.childNodes[2], offset: 1 });
    expect(positions.offsetOf(box.childNodes[2]!, 4)).toBe(10);
    expect(positions.offsetOf(box, 2)).toBe(6);
    expect(positions.range(6, 11).toString()).toBe('world');
    const range = positions.staticRange(2, 8);
    expect([range.startContainer, range.startOffset, range.endContainer, range.endOffset]).toEqual([box.childNodes[0], 2, box.childNodes[2], 2]);
  });

  it('give the caret’s offset, and none for a selection of several characters', () => {
    const box = boxWith('');
    box.append('Hello', '\n', 'world');
    const selection = document.getSelection()!;
    selection.collapse(box.childNodes[2]!, 3);
    expect(caretOffset(box)).toBe(9);
    selection.setBaseAndExtent(box.childNodes[0]!, 0, box.childNodes[0]!, 2);
    expect(caretOffset(box)).toBeNull();
  });
});
