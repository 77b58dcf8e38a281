import { describe, expect, it } from 'vitest';
import { caretOffset, lineNodes, replaceText, splitLines, TextPositions, textOf } from './editor-box.ts';

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

  it('turns lines a browser put in <div>s back into text nodes with "\\n", one a line', () => {
    const box = boxWith('a<div>b</div><div><br></div><div>c</div>');
    expect(textOf(box)).toBe('a\nb\n\nc');
    expect([...box.childNodes].map((node) => node.textContent)).toEqual(['a\n', 'b\n', '\n', 'c']);
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

const texts = (box: HTMLElement) => [...box.childNodes].map((node) => node.textContent);

describe('the editor box’s lines', () => {
  it('are one text node a line, each ending with its line break', () => {
    expect(lineNodes('a\n\nb c\nd\n').map((node) => node.data)).toEqual([
      'a\n',
      '\n',
      'b c\n',
      'd\n',
    ]);
    expect(lineNodes('')).toEqual([]);
  });

  it('are split off a node the browser put several in, the caret kept where it was', () => {
    const box = boxWith('');
    box.append('one\n', 'two\nthree\nfour', 'five\n');
    box.contentEditable = 'true';
    box.focus();
    document.getSelection()!.collapse(box.childNodes[1]!, 6);
    splitLines(box);
    expect(texts(box)).toEqual(['one\n', 'two\n', 'three\n', 'four', 'five\n']);
    expect(caretOffset(box)).toBe(10);
  });

  it('after a key, are split in the caret’s node and the one before it only', () => {
    const box = boxWith('');
    box.append('x\ny', 'a\nb', 'c\nd\ne');
    box.contentEditable = 'true';
    box.focus();
    document.getSelection()!.collapse(box.childNodes[2]!, 2);
    splitLines(box, document.getSelection()!.anchorNode);
    expect(texts(box)).toEqual(['x\ny', 'a\n', 'b', 'c\n', 'd\n', 'e']);
  });
});

describe('a change of the editor box’s text (an undo or a redo)', () => {
  it('replaces the text across nodes, puts the lines back one a node and selects what it inserted', () => {
    const box = boxWith('');
    box.append('one\n', 'two\n', 'three');
    box.contentEditable = 'true';
    box.focus();
    replaceText(box, { start: 2, removed: 'e\ntwo\nth', inserted: 'ly\nnew\n' });
    expect(textOf(box)).toBe('only\nnew\nree');
    expect(texts(box)).toEqual(['only\n', 'new\n', 'ree']);
    expect(document.getSelection()!.toString()).toBe('ly\nnew\n');
  });

  it('puts the caret where it removed text, and fills an empty box', () => {
    const box = boxWith('');
    box.contentEditable = 'true';
    box.focus();
    replaceText(box, { start: 0, removed: '', inserted: 'a\nb' });
    expect(texts(box)).toEqual(['a\n', 'b']);
    replaceText(box, { start: 1, removed: '\nb', inserted: '' });
    expect(textOf(box)).toBe('a');
    expect(caretOffset(box)).toBe(1);
  });
});
