import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSavedText, SAVE_ON_PAUSE_MAX_CHARS, useSavedText } from './use-saved-text.ts';

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

const hide = (state: DocumentVisibilityState) => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('the tab’s copy of the De-Jargonizer’s text', () => {
  it('keeps a text once typing pauses for a second', () => {
    let box = 'We measured';
    const latest = () => box;
    const { rerender } = renderHook(({ text }) => useSavedText(text, true, latest), { initialProps: { text: box } });
    box = 'We measured methylation';
    rerender({ text: box });
    act(() => vi.advanceTimersByTime(999));
    expect(readSavedText()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(readSavedText()).toBe('We measured methylation');
  });

  it('keeps a long text only when the page is hidden or left, never on a pause (the write would freeze the next key)', () => {
    const long = 'The cells grow and we found methylation. '.repeat(Math.ceil(SAVE_ON_PAUSE_MAX_CHARS / 40));
    let box = long;
    const latest = () => box;
    const { unmount } = renderHook(() => useSavedText(long, true, latest));
    act(() => vi.advanceTimersByTime(5_000));
    expect(readSavedText()).toBeNull();
    box = `${long}More.`;
    act(() => hide('visible'));
    expect(readSavedText()).toBeNull();
    act(() => hide('hidden'));
    expect(readSavedText()).toBe(box);
    box = `${box} And more.`;
    unmount();
    expect(readSavedText()).toBe(box);
  });

  it('keeps nothing before the saved text is back in the editor', () => {
    renderHook(() => useSavedText('', false, () => ''));
    act(() => vi.advanceTimersByTime(5_000));
    expect(readSavedText()).toBeNull();
  });
});
