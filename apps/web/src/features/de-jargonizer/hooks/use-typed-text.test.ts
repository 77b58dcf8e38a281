import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_MS, useTypedText } from './use-typed-text.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const setUp = () => {
  const followed: string[] = [];
  const hook = renderHook(() => useTypedText(() => 'start', (text) => followed.push(text)));
  const key = (text: string) =>
    act(() => {
      hook.result.current.typed(text);
      hook.result.current.measured(text, null);
    });
  return { hook, followed, key };
};

describe('the page’s copy of the editor’s text', () => {
  it('follows the box once the keys pause, and the box’s text is read at once meanwhile', () => {
    const { hook, followed, key } = setUp();
    key('start a');
    key('start ab');
    expect(hook.result.current.text).toBe('start');
    expect(hook.result.current.latest()).toBe('start ab');
    act(() => vi.advanceTimersByTime(FOLLOW_MS - 1));
    expect(hook.result.current.text).toBe('start');
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.text).toBe('start ab');
    expect(followed).toEqual(['start ab']);
  });

  it('never renders while the keys come faster than FOLLOW_MS, however long, and follows at the pause', () => {
    const { hook, followed, key } = setUp();
    let text = 'start';
    const keyEvery = FOLLOW_MS / 2;
    // Three seconds of keys: the page renders none of them (a render then held the keys behind it).
    for (let elapsed = 0; elapsed < 3_000; elapsed += keyEvery) {
      text += 'x';
      key(text);
      act(() => vi.advanceTimersByTime(keyEvery));
    }
    expect(hook.result.current.text).toBe('start');
    expect(followed).toEqual([]);
    act(() => vi.advanceTimersByTime(FOLLOW_MS - keyEvery));
    expect(hook.result.current.text).toBe(text);
    expect(followed).toEqual([text]);
  });

  it('takes a text put in at once, with a new revision, and drops a follow still waiting', () => {
    const { hook, key } = setUp();
    key('start typed');
    act(() => hook.result.current.replace('from a file'));
    expect(hook.result.current.text).toBe('from a file');
    expect(hook.result.current.revision).toBe(1);
    act(() => vi.advanceTimersByTime(10 * FOLLOW_MS));
    expect(hook.result.current.text).toBe('from a file');
    expect(hook.result.current.latest()).toBe('from a file');
  });
});
