import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTextToSpeech, VOICE_WAIT_MS } from './use-text-to-speech.ts';

class FakeUtterance {
  text: string;
  voice: { lang: string; name: string } | null = null;
  lang = '';
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}

const voices = [
  { name: 'Alex', lang: 'en-US' },
  { name: 'Amelie', lang: 'fr-FR' },
];

function fakeSynthesis() {
  return { getVoices: vi.fn(() => voices), speak: vi.fn(), cancel: vi.fn() };
}

let synth: ReturnType<typeof fakeSynthesis>;

beforeEach(() => {
  vi.useFakeTimers();
  synth = fakeSynthesis();
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function selectText(text: string): HTMLElement {
  const paragraph = document.createElement('p');
  paragraph.textContent = text;
  document.body.appendChild(paragraph);
  const range = document.createRange();
  range.selectNodeContents(paragraph);
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
  return paragraph;
}

describe('useTextToSpeech', () => {
  it('waits 1000 ms for the voices before it is ready', () => {
    const { result } = renderHook(() => useTextToSpeech(true, 'fr', null));
    expect(result.current.status).toBe('loading');
    act(() => vi.advanceTimersByTime(VOICE_WAIT_MS - 1));
    expect(result.current.status).toBe('loading');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toBe('ready');
    expect(synth.getVoices).toHaveBeenCalled();
  });

  it('reads the selection with the voice of the language, and stops', () => {
    const { result } = renderHook(() => useTextToSpeech(true, 'fr', null));
    act(() => vi.advanceTimersByTime(VOICE_WAIT_MS));
    selectText('Bonjour la science');
    act(() => {
      expect(result.current.readSelection()).toBe(true);
    });
    const utterance = synth.speak.mock.calls[0]?.[0] as FakeUtterance;
    expect(utterance.text).toBe('Bonjour la science');
    expect(utterance.voice?.name).toBe('Amelie');
    expect(result.current.speaking).toBe(true);
    act(() => result.current.stop());
    expect(synth.cancel).toHaveBeenCalled();
    expect(result.current.speaking).toBe(false);
  });

  it('speaks a mouse selection and answers the Alt+Shift+R and Alt+Shift+S shortcuts', () => {
    const { result } = renderHook(() => useTextToSpeech(true, 'en', null));
    act(() => vi.advanceTimersByTime(VOICE_WAIT_MS));
    const paragraph = selectText('Cells divide');
    act(() => {
      paragraph.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    });
    expect(synth.speak).toHaveBeenCalledTimes(1);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyR', altKey: true, shiftKey: true }));
    });
    expect(synth.speak).toHaveBeenCalledTimes(2);
    expect((synth.speak.mock.calls[1]?.[0] as FakeUtterance).voice?.name).toBe('Alex');
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyS', altKey: true, shiftKey: true }));
    });
    expect(result.current.speaking).toBe(false);
  });

  it('ignores selections inside the widget and reports an empty selection', () => {
    const widgetRoot = document.createElement('div');
    document.body.appendChild(widgetRoot);
    const { result } = renderHook(() => useTextToSpeech(true, 'en', widgetRoot));
    act(() => vi.advanceTimersByTime(VOICE_WAIT_MS));
    const inside = selectText('Reset all settings');
    widgetRoot.appendChild(inside);
    document.getSelection()?.selectAllChildren(inside);
    act(() => {
      expect(result.current.readSelection()).toBe(false);
    });
    expect(synth.speak).not.toHaveBeenCalled();
  });

  it('is "unsupported" without speechSynthesis', () => {
    vi.unstubAllGlobals();
    const { result } = renderHook(() => useTextToSpeech(true, 'en', null));
    expect(result.current.status).toBe('unsupported');
  });

  it('is off, and stops speaking, when switched off', () => {
    const { result, rerender } = renderHook(({ active }) => useTextToSpeech(active, 'en', null), { initialProps: { active: true } });
    act(() => vi.advanceTimersByTime(VOICE_WAIT_MS));
    rerender({ active: false });
    expect(result.current.status).toBe('off');
    expect(synth.cancel).toHaveBeenCalled();
  });
});
